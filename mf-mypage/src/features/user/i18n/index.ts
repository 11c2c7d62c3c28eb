// Member info strings (namespace 'mypage-account'), ko/en/ja: name, e-mail and phone, password,
// international name and phone, marketing consent, the data download and withdrawal.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const ACCOUNT_NS = 'mypage-account';
export const accountMessages = { ko, en, ja };
addBundle(ACCOUNT_NS, accountMessages);

export const useAccountTranslation = () => useStayTranslation(ACCOUNT_NS);
