// The awesome cash page's strings (namespace 'mypage-cash'), ko/en/ja.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const CASH_NS = 'mypage-cash';
export const cashMessages = { ko, en, ja };
addBundle(CASH_NS, cashMessages);

export const useCashTranslation = () => useStayTranslation(CASH_NS);
