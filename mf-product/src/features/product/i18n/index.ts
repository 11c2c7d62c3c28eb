// The product page's strings (namespace 'product-detail'), ko/en/ja.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const DETAIL_NS = 'product-detail';
export const detailMessages = { ko, en, ja };

export function registerDetailI18n(): void {
  addBundle(DETAIL_NS, detailMessages);
}
registerDetailI18n();

export const useDetailTranslation = () => useStayTranslation(DETAIL_NS);
