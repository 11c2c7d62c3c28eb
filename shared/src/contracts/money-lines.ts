// The money lines of a cancellation: what was paid per route and what goes back per route, when
// (the API's cancellation rules use these very types), and the rows of the refunds ledger that a
// cancellation answers and the booking detail reads back. The full and the partial cancellation
// answer the same lines, and my page draws them with one component.
import * as v from 'valibot';
import { nullableText, numberField } from './fields';

/** Where money came from and goes back to: `AWESOME_CASH` is awesome cash, `WELFARE_POINTS` corporate welfare points. */
export const REFUND_ROUTES = ['PAYMENT', 'ADD_PAY', 'AWESOME_CASH', 'WELFARE_POINTS'] as const;
export type RefundRoute = (typeof REFUND_ROUTES)[number];

/** A paid line's route: a refund route, or the coupon's discount (which goes back as a coupon, never as money). */
export const PaidRouteSchema = v.picklist([...REFUND_ROUTES, 'COUPON']);
export const RefundRouteSchema = v.picklist(REFUND_ROUTES);

export const PaidLineSchema = v.object({
  route: PaidRouteSchema,
  /** The payment method (card, kakaopay ...) of a PAYMENT / ADD_PAY line, else null. */
  method: nullableText,
  amount: numberField,
});
export type PaidLine = v.InferOutput<typeof PaidLineSchema>;

export const RefundLineSchema = v.object({
  route: RefundRouteSchema,
  method: nullableText,
  amount: numberField,
  /** IMMEDIATE: back in the member's balance when the cancellation completes; BY_DATE: the gateway's refund lands by `by`. */
  timing: v.picklist(['IMMEDIATE', 'BY_DATE']),
  /** The last Korean business day a BY_DATE refund may take, else null. */
  by: nullableText,
});
export type RefundLine = v.InferOutput<typeof RefundLineSchema>;

/** What a cancellation took: the whole booking, one room, or the last nights. */
export const CANCEL_SCOPES = ['WHOLE', 'ROOM', 'NIGHTS'] as const;

/** A row of the refunds ledger: what one cancellation gave back to one route, and when it lands. */
export const LedgerLineSchema = v.object({
  scope: v.picklist(CANCEL_SCOPES),
  route: PaidRouteSchema,
  method: nullableText,
  amount: numberField,
  timing: v.picklist(['IMMEDIATE', 'BY_DATE']),
  /** The last Korean business day a BY_DATE refund may take (null for one recorded before it was kept). */
  by: nullableText,
  /** When it was given (ISO instant). */
  at: v.string(),
});
export type LedgerLine = v.InferOutput<typeof LedgerLineSchema>;
