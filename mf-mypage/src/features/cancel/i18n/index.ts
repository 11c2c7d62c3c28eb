// Cancellation strings (namespace 'mypage-cancel'), ko/en/ja: the whole booking, one room and the
// last nights, one page.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const CANCEL_NS = 'mypage-cancel';
export const cancelMessages = { ko, en, ja };
addBundle(CANCEL_NS, cancelMessages);

export const useCancelTranslation = () => useStayTranslation(CANCEL_NS);
