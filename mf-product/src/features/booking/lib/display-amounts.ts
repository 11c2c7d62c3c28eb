// The amounts the page shows: the server's quote (coupon and points included) as it is.
import type { AmountValues } from '../../../components/amount-rows';
import type { Amounts } from '../api/get-quote';

export function displayAmounts(a: Amounts): AmountValues {
  return {
    originalAmount: a.originalAmount,
    discountedAmount: a.discountedAmount,
    promotionAmount: a.promotionAmount,
    couponAmount: a.couponAmount,
    pointAmount: a.pointAmount,
    userPointAmount: a.userPointAmount,
    taxes: a.totalTaxAndServiceFee + a.totalPropertyFee,
    totalAmount: a.totalAmount,
  };
}
