// Cancellation preview strings (namespace 'mypage-cancel'), ko/en/ja.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const CANCEL_NS = 'mypage-cancel';
export const cancelMessages = { ko, en, ja };
addBundle(CANCEL_NS, cancelMessages);

export const useCancelTranslation = () => useStayTranslation(CANCEL_NS);
