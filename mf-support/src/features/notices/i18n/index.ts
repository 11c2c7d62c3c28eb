// The strings of the notices and the footer's latest-notice line (namespace 'support-notices'), ko/en/ja.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const NOTICES_NS = 'support-notices';
export const noticesMessages = { ko, en, ja };
addBundle(NOTICES_NS, noticesMessages);

export const useNoticesTranslation = () => useStayTranslation(NOTICES_NS);
