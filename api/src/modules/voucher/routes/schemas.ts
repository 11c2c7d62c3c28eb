// Route schemas of the voucher, booking-read and additional-payment calls (valibot through
// plugins/valibot.ts: bad input is FAIL 400 INVALID_INPUT naming the field).
import * as v from 'valibot';
import { PAY_METHODS } from '../../../db/schema/orders';
import { ID, msg } from '../../../lib/fields';
import { BOOK_TABS } from '../failures';
import { MAX_IMAGES } from '../use-cases/booking-content';

const digits = (max: number) =>
  v.pipe(v.string(msg('TYPE')), v.regex(/^\d{1,10}$/, msg('INVALID')), v.transform(Number), v.minValue(1, msg('INVALID')), v.maxValue(max, msg('INVALID')));
/** Order and voucher numbers: upper-case letters and digits (lib/reference-numbers.ts). */
const CODE = v.pipe(v.string(msg('TYPE')), v.regex(/^[A-Z0-9]{4,40}$/, msg('INVALID')));
const DAY = v.pipe(
  v.string(msg('TYPE')),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, msg('INVALID')),
  v.check((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), msg('INVALID')),
);
const RETURN_PATH = v.pipe(v.string(msg('TYPE')), v.maxLength(300, msg('INVALID')), v.startsWith('/', msg('INVALID')));

export const ByNumParams = v.strictObject({ orderNum: CODE, n: digits(MAX_IMAGES) });
export const ByIdxParams = v.strictObject({ id: digits(2_147_483_647), n: digits(MAX_IMAGES) });
export const StatusParams = v.strictObject({ status: v.picklist(BOOK_TABS, msg('INVALID')) });
/** Paging of the booking list (the list pages as the member scrolls); without it, every booking. */
export const StatusQuery = v.strictObject({ page: v.optional(digits(100_000)), size: v.optional(digits(50)) });
export const OrderNumParams = v.strictObject({ orderNum: CODE });
export const ChooseParams = v.strictObject({ orderNum: CODE, confirmNum: CODE });
export const ChooseBody = v.strictObject({ orderNum: CODE, confirmNum: CODE, checkInDate: DAY });
export const AddPayBody = v.strictObject({
  orderAddPayIdx: ID,
  orderProductIdx: ID,
  method: v.picklist(PAY_METHODS, msg('INVALID')),
  successUrl: v.optional(RETURN_PATH),
  failUrl: v.optional(RETURN_PATH),
});

export type ChooseBodyInput = v.InferOutput<typeof ChooseBody>;
export type AddPayBodyInput = v.InferOutput<typeof AddPayBody>;
