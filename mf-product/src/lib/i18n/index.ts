// mf-product's own namespace ('product'), ko/en/ja: the not-found page of an unknown address (the
// app's routes draw it). The booking flow's shared strings are lib/order-i18n.
import { addBundle } from '@stay/shared';
import { en } from './en';
import { ja } from './ja';
import { ko } from './ko';

export const PRODUCT_NS = 'product';
export const productMessages = { ko, en, ja };
addBundle(PRODUCT_NS, productMessages);
