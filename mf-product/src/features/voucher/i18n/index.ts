// The voucher page's strings (namespace 'product-voucher'), ko/en/ja.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const VOUCHER_NS = 'product-voucher';
export const voucherMessages = { ko, en, ja };
addBundle(VOUCHER_NS, voucherMessages);

export const useVoucherTranslation = () => useStayTranslation(VOUCHER_NS);
