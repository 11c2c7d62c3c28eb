// What a cancellation would do, as the server decided it (api/src/cancellation preview.ts and
// partial.ts): GET /v1/lmses/{orderNum}/cancel-preview answers {preview: CancellationPreview} and
// GET /v1/books/part-cancel/{id}/preview answers {preview: PartCancelPreview, options}. The confirm
// (PUT) answers the executed figures with the same preview, and a 409 PREVIEW_CHANGED carries the
// new preview in its details. The confirm carries the preview's fingerprint back.
import * as v from 'valibot';
import { booleanField, listOf, nullableText, numberField, textField } from './fields';
import { PaidLineSchema, RefundLineSchema } from './money-lines';
import { PartCancelOptionsSchema } from './part-cancel-options';

/** UNPAID, FREE_UNTIL, DEADLINE_PASSED or NON_REFUNDABLE: kept as text, the screens only print it. */
const RuleSchema = v.object({ kind: v.string(), cancelDate: nullableText });
const FeeSchema = v.object({ amount: numberField, rule: v.string(), date: nullableText });

/** The figures both previews share: the rule, the money paid and refunded per route, the fee. */
const previewEntries = {
  orderNum: v.string(),
  allowed: v.boolean(),
  /** Why it may not be cancelled (ALREADY_CANCELLED, CANCEL_NOT_ALLOWED ...), null when allowed. */
  refusal: nullableText,
  rule: RuleSchema,
  paid: listOf(PaidLineSchema),
  paidTotal: numberField,
  fee: FeeSchema,
  refunds: listOf(RefundLineSchema),
  refundTotal: numberField,
  /** The Korean day the preview was computed for. */
  today: textField,
  /** What the confirm must carry: it executes exactly these figures or answers 409 PREVIEW_CHANGED. */
  fingerprint: v.string(),
};

export const CancellationPreviewSchema = v.object({
  ...previewEntries,
  /** The coupon goes back to the member's coupons; usable only until its own last day. */
  coupon: v.optional(v.nullable(v.object({ returned: booleanField, usable: booleanField, reason: v.string(), amount: numberField, useExpireDate: textField })), null),
});
export type CancellationPreview = v.InferOutput<typeof CancellationPreviewSchema>;

export type PartCancelKind = 'ROOM' | 'NIGHTS';

/** A party: the adults and every child's age (infants, 0-1, included; they are not counted in a room). */
export const PartySchema = v.object({ adults: numberField, childAges: listOf(v.number()) });
export type Party = v.InferOutput<typeof PartySchema>;

/**
 * Who the booking keeps when rooms are cancelled (api cancellation/rules/guests.ts): everyone
 * (ALL_STAY), the member's choice (CHOSEN), or nobody yet: the party does not fit the rooms left
 * (MUST_CHOOSE, `over` guests have no room) or the choice does not (CHOICE_DOES_NOT_FIT). `after`
 * is null until there is a party that fits; the confirm needs one.
 */
export const PartCancelGuestsSchema = v.object({
  status: v.picklist(['ALL_STAY', 'CHOSEN', 'MUST_CHOOSE', 'CHOICE_DOES_NOT_FIT', 'CHOICE_NOT_IN_BOOKING']),
  before: PartySchema,
  after: v.nullable(PartySchema),
  /** The rooms kept, the most counted guests one takes, and all of them together. */
  rooms: numberField,
  maxPerRoom: numberField,
  sleeps: numberField,
  /** Counted guests of the booked party with no room if everyone stayed. */
  over: numberField,
});
export type PartCancelGuests = v.InferOutput<typeof PartCancelGuestsSchema>;

export const PartCancelPreviewSchema = v.object({
  ...previewEntries,
  /** One room (with who stays, when the member chose), or the last nights: `nights` only for NIGHTS. */
  request: v.optional(v.object({ kind: v.picklist(['ROOM', 'NIGHTS']), nights: v.optional(v.number()), guests: v.optional(PartySchema) })),
  /** What is cancelled: rooms x nights, and the nights' dates [from, to). */
  cancelled: v.object({ rooms: numberField, nights: numberField, from: nullableText, to: nullableText }),
  /** What the booking keeps. */
  remaining: v.object({ rooms: numberField, nights: numberField, checkOutDate: nullableText }),
  /** Cancelled room-nights over booked room-nights. */
  share: v.optional(v.object({ cancelled: numberField, of: numberField })),
  /** The guests before and after the cancel (null from a server that does not say). */
  guests: v.optional(v.nullable(PartCancelGuestsSchema), null),
  /** A partial cancel keeps the coupon on the booking (`returned` is always false). */
  coupon: v.optional(v.nullable(v.object({ returned: booleanField, reason: v.string(), amount: numberField, useExpireDate: textField })), null),
});
export type PartCancelPreview = v.InferOutput<typeof PartCancelPreviewSchema>;

/** GET /v1/lmses/{orderNum}/cancel-preview. */
export const CancellationPreviewAnswerSchema = v.object({ preview: CancellationPreviewSchema });
/** GET /v1/books/part-cancel/{id}/preview. */
export const PartCancelPreviewAnswerSchema = v.object({ preview: PartCancelPreviewSchema, options: v.optional(PartCancelOptionsSchema) });
