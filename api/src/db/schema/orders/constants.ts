// SPEC §4 status enumerations used by orders and payments, plus the hold states of booking
// (booking/README.md, "Invariants": Holds).

/** SPEC §4 Order product status (snake case reading). */
export const ORDER_STATUSES = ['pending', 'add_pay', 'complete', 'confirm', 'confirm_wait', 'noshow', 'cancel', 'cancel_request', 'cancel_wait'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** SPEC §4 Payment status. */
export const PAY_STATUSES = ['ready', 'complete', 'cancel', 'fail', 'cancelRequest', 'partialCancel', 'partialCanceled'] as const;
export type PayStatus = (typeof PAY_STATUSES)[number];

/**
 * The rooms an order took from daily_rates.stock:
 * HELD (taken, awaiting payment, expires) -> PAYING (a confirm is talking to the gateway; the
 * expiry job leaves it alone) -> SOLD (paid: the hold became the sale) or RELEASED (stock given back).
 */
export const HOLD_STATES = ['HELD', 'PAYING', 'SOLD', 'RELEASED'] as const;
export type HoldState = (typeof HOLD_STATES)[number];

/** SPEC §3 Condition appointment type: O/M = one / more rooms, O/C = one / more nights. */
export const ORDER_TYPES = ['OO', 'OC', 'MO', 'MC'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

/** SPEC §9 payment methods the sandbox gateway offers (eximbay = overseas card). */
export const PAY_METHODS = ['card', 'tosspay', 'naverpay', 'kakaopay', 'payco', 'eximbay'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];

/** The sandbox gateway's own payment states (it is "the gateway": not our statuses). */
export const GATEWAY_STATES = ['READY', 'AUTHORIZED', 'DONE', 'DECLINED', 'ABANDONED', 'CANCELED', 'PARTIAL_CANCELED'] as const;
export type GatewayState = (typeof GATEWAY_STATES)[number];
