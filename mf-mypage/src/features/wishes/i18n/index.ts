// The wishlist's strings (namespace 'mypage-wishes'), ko/en/ja.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const WISHES_NS = 'mypage-wishes';
export const wishesMessages = { ko, en, ja };
addBundle(WISHES_NS, wishesMessages);

export const useWishesTranslation = () => useStayTranslation(WISHES_NS);
