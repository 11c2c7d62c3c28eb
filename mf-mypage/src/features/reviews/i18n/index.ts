// Review strings (namespace 'mypage-reviews'), ko/en/ja.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const REVIEWS_NS = 'mypage-reviews';
export const reviewMessages = { ko, en, ja };
addBundle(REVIEWS_NS, reviewMessages);

export const useReviewsTranslation = () => useStayTranslation(REVIEWS_NS);
