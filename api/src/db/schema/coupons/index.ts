export * from './constants';
export * from './coupon-managers';
export * from './user-coupons';
export * from './coupon-codes';
