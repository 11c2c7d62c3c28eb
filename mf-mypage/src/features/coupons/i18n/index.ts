// The coupon page's strings (namespace 'mypage-coupons'), ko/en/ja: the list and the code
// registration. The server's refusal messages (SPEC §8 "coupon issue failed" ...) come localised in the answer.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const COUPONS_NS = 'mypage-coupons';
export const couponsMessages = { ko, en, ja };
addBundle(COUPONS_NS, couponsMessages);

export const useCouponsTranslation = () => useStayTranslation(COUPONS_NS);
