// Partial cancellation strings (namespace 'mypage-part-cancel'), ko/en/ja.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const PART_CANCEL_NS = 'mypage-part-cancel';
export const partCancelMessages = { ko, en, ja };
addBundle(PART_CANCEL_NS, partCancelMessages);

export const usePartCancelTranslation = () => useStayTranslation(PART_CANCEL_NS);
