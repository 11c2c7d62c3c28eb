// The customer centre's own namespace ('support'), ko/en/ja: the page states and pager, the
// not-found page, and what several features say. A feature reads them as 'support:<key>'.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const SUPPORT_NS = 'support';
export const supportMessages = { ko, en, ja };
addBundle(SUPPORT_NS, supportMessages);

export const useSupportTranslation = () => useStayTranslation(SUPPORT_NS);
