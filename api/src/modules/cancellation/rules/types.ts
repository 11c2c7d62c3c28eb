// The facts a cancellation is decided from, and the preview it answers (SPEC §3 Payment,
// §4 Cancellation text). Money is integer KRW; days are Korean calendar days 'yyyy-MM-dd'.
import type { HoldState, OrderStatus } from '../../../db/schema/orders';

// The money lines are a contract with the screens that draw them: one definition, shared.
import type { PaidLine, RefundLine, RefundRoute } from '@stay/shared/contracts/money-lines';

export type { PaidLine, RefundLine, RefundRoute };

export interface CancellationFacts {
  orderNum: string;
  status: OrderStatus;
  holdState: HoldState;
  /** Last day of free cancellation (Korean day); null = the rate plan is non-refundable. */
  cancelFreeDate: string | null;
  /** The captured payment of the booking (card / easy pay); null while unpaid. */
  payment: { method: string; amount: number } | null;
  /** Paid additional payments (extra bed ...), refunded with the booking. */
  addPays: readonly { idx: number; method: string; amount: number }[];
  /** Awesome cash spent on the order (orders.point_amount). */
  awesomeCash: number;
  /** Welfare points spent on the order (orders.user_point_amount). */
  welfarePoints: number;
  /** The coupon the order used, if any. */
  coupon: { couponUserIdx: number; amount: number; useExpireDate: string } | null;
}

export type CancelRuleKind =
  /** Unpaid hold: released, nothing was charged. */
  | 'UNPAID'
  /** Paid, today is on or before the free-cancel date: no fee. */
  | 'FREE_UNTIL'
  /** Paid, the free-cancel date has passed: SPEC §4 'cancel (refund) not possible'. */
  | 'DEADLINE_PASSED'
  /** The rate plan has no free cancellation at all. */
  | 'NON_REFUNDABLE';

export type Refusal = 'ALREADY_CANCELLED' | 'CANCEL_NOT_ALLOWED' | 'PAYMENT_IN_PROGRESS';

export interface CancellationPreview {
  orderNum: string;
  allowed: boolean;
  refusal: Refusal | null;
  rule: { kind: CancelRuleKind; cancelDate: string | null };
  /** What the member paid, per route (zero routes left out). */
  paid: PaidLine[];
  paidTotal: number;
  /** The cancellation fee, the rule and the day that produced it (0 within free cancellation). */
  fee: { amount: number; rule: CancelRuleKind; date: string | null };
  /** The coupon goes back to the member's coupons on cancellation; usable only until its own last day. */
  coupon: { returned: boolean; usable: boolean; reason: 'FREE_CANCEL' | 'UNPAID' | 'EXPIRED' | 'NOT_CANCELLABLE'; amount: number; useExpireDate: string } | null;
  refunds: RefundLine[];
  refundTotal: number;
  /** The day the preview was computed for (Korean day). */
  today: string;
  /** Hash of every figure and decision above except dates of refund arrival: the confirm must carry it. */
  fingerprint: string;
}
