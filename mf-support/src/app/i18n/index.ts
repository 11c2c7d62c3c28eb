// The customer centre's strings (namespace 'support'), ko / en / ja.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const SUPPORT_NS = 'support';
export const supportMessages = { ko, en, ja };

export function registerSupportI18n(): void {
  addBundle(SUPPORT_NS, supportMessages);
}

export const useSupportTranslation = () => useStayTranslation(SUPPORT_NS);
