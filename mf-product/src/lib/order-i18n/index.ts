// Strings the booking, payment-result and voucher pages share (namespace 'product-order'), ko/en/ja.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const ORDER_NS = 'product-order';
export const orderMessages = { ko, en, ja };
addBundle(ORDER_NS, orderMessages);

export const useOrderTranslation = () => useStayTranslation(ORDER_NS);
