// The booking calls' request shapes (valibot through plugins/valibot.ts: bad input is FAIL 400),
// shared by the routes that parse them and the use cases that take them.
import * as v from 'valibot';
import { ORDER_TYPES } from '../../../db/schema/orders';
import { COUNTRY_CALLING_CODE, EMAIL, GLOBAL_USER_NAME, ID, msg, USER_NAME } from '../../../lib/fields';
import { ConditionBody } from '../../pricing';

const digits = v.pipe(v.string(msg('TYPE')), v.regex(/^\d{1,10}$/, msg('INVALID')), v.transform(Number), v.minValue(1, msg('INVALID')), v.maxValue(2_147_483_647, msg('INVALID')));
/** An own-inventory id or a supplier's id (external channels, next session). */
const externalId = v.pipe(v.string(msg('TYPE')), v.regex(/^[\w.:%-]{1,120}$/, msg('INVALID')));

/** An order number (`AS...`, demo `ASDEMO...`): upper-case letters and digits. */
export const ORDER_NUM = v.pipe(v.string(msg('TYPE')), v.regex(/^[A-Z0-9]{4,40}$/, msg('INVALID')));
/** An amount in won the browser repeats (compared with the server's, never used). */
export const AMOUNT = v.pipe(v.number(msg('TYPE')), v.integer(msg('INVALID')), v.minValue(0, msg('INVALID')), v.maxValue(1_000_000_000, msg('INVALID')));

export const BookParams = v.strictObject({
  productIdx: digits,
  type: v.picklist(ORDER_TYPES, msg('INVALID')),
  accoms: externalId,
  rooms: externalId,
  rateplan: externalId,
});
export type BookParamsInput = v.InferOutput<typeof BookParams>;

const won = (max: number) => v.pipe(v.number(msg('TYPE')), v.integer(msg('INVALID')), v.minValue(0, msg('INVALID')), v.maxValue(max, msg('INVALID')));

/**
 * SPEC §7: the product condition plus promotionIdx, the member's coupon (booking README "Coupons")
 * and the points to use, so the payment page's breakdown is the server's for what was chosen.
 */
export const QuoteBody = v.strictObject({
  ...ConditionBody.entries,
  promotionIdx: v.optional(v.nullable(ID)),
  couponUserIdx: v.optional(v.nullable(ID)),
  usePoint: v.optional(won(100_000_000), 0),
  useUserPoint: v.optional(won(100_000_000), 0),
});
export type QuoteBodyInput = v.InferOutput<typeof QuoteBody>;

/**
 * The order: the condition, the guest (SPEC §3 Guest; §5 USER_NAME + PHONE, or the international
 * form GLOBAL_USER_NAME + GLOBAL_TEL with its country for international channels), the points to
 * use, and `amount`, the total the traveller saw (compared, never trusted).
 */
export const OrderBody = v.strictObject({
  ...QuoteBody.entries,
  guestName: v.optional(USER_NAME),
  guestFirstName: v.optional(GLOBAL_USER_NAME),
  guestLastName: v.optional(GLOBAL_USER_NAME),
  guestCountryCode: v.optional(COUNTRY_CALLING_CODE),
  guestTel: v.pipe(v.string(msg('TYPE')), v.trim(), v.nonEmpty(msg('REQUIRED')), v.maxLength(20, msg('INVALID'))),
  guestEmail: EMAIL,
  amount: v.optional(won(1_000_000_000)),
});
export type OrderBodyInput = v.InferOutput<typeof OrderBody>;
