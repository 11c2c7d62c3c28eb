// The payment result page's strings (namespace 'product-payment'), ko/en/ja.
import { addBundle, useStayTranslation } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const PAYMENT_NS = 'product-payment';
export const paymentMessages = { ko, en, ja };
addBundle(PAYMENT_NS, paymentMessages);

export const usePaymentTranslation = () => useStayTranslation(PAYMENT_NS);
