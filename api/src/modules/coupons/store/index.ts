// The coupons' SQL, one set per database: the member's coupons and the codes that hand them out.
import { perDatabase } from '../../../db/per-database';
import { couponCodesRepository } from './codes';
import { couponsRepository } from './coupons';

export const couponsStore = perDatabase((db) => ({
  coupons: couponsRepository(db),
  couponCodes: couponCodesRepository(db),
}));

export type CouponsStore = ReturnType<typeof couponsStore>;
