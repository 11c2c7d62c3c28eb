// Reviews after a stay (SPEC §3 Review, §4 'past booking: please leave a review'). Pure: who may
// write, until when, and until when it may be edited, decided from the booking and an injected
// `now` (the app's clock). Days are Korean calendar days.
//
// Rules (decided here; the spec names the fields, not the window):
// - Only the member who booked; someone else's booking is not found (404, SPEC §8).
// - A completed stay: paid (SOLD), not cancelled, not a no-show, and its check-out day has come.
//   `complete`, or `confirm` whose stay is over (SPEC §4: a past confirm is a 'past booking').
// - Within REVIEW_WINDOW_DAYS after check-out (the check-out day + 14 days, inclusive).
// - One review per booked room line (an order is one room type, SPEC order product): a second is
//   refused (ALREADY_REVIEWED); the member edits the first instead.
// - Editable for EDIT_HOURS after it was written, then locked.
import { addDays } from '../../../lib/days';
import type { HoldState, OrderStatus } from '../../../db/schema/orders';

export const REVIEW_WINDOW_DAYS = 14;
export const EDIT_HOURS = 48;
export const TITLE_MAX = 60;
export const CONTENT_MIN = 10;
export const CONTENT_MAX = 2000;
export const VERIFIED_STAY = 'AWESOMESTAY_VERIFIED_STAY';

export interface ReviewableBooking {
  userIdx: number;
  status: OrderStatus;
  holdState: HoldState;
  checkOutDate: string | null;
}

export type WriteRefusal = 'NOT_FOUND' | 'NOT_STAYED' | 'WINDOW_CLOSED' | 'ALREADY_REVIEWED';
export type EditRefusal = 'NOT_FOUND' | 'EDIT_LOCKED';

/** The last Korean day a review of this stay may be written, or null when the stay has no dates. */
export const reviewDeadline = (checkOutDate: string | null): string | null => (checkOutDate === null ? null : addDays(checkOutDate, REVIEW_WINDOW_DAYS));

/** A stay that took place: paid, not cancelled or a no-show, check-out day reached. */
export function stayCompleted(b: ReviewableBooking, today: string): boolean {
  if (b.holdState !== 'SOLD' || b.checkOutDate === null || b.checkOutDate > today) return false;
  return b.status === 'complete' || b.status === 'confirm';
}

export function writeRefusal(b: ReviewableBooking | null, userIdx: number, hasReview: boolean, today: string): WriteRefusal | null {
  if (b === null || b.userIdx !== userIdx) return 'NOT_FOUND';
  if (!stayCompleted(b, today)) return 'NOT_STAYED';
  if (hasReview) return 'ALREADY_REVIEWED';
  if (today > reviewDeadline(b.checkOutDate)!) return 'WINDOW_CLOSED';
  return null;
}

/** The moment a review stops being editable. */
export const editableUntil = (createdAt: Date): Date => new Date(createdAt.getTime() + EDIT_HOURS * 3600_000);

export function editRefusal(review: { userIdx: number | null; createdAt: Date } | null, userIdx: number, now: Date): EditRefusal | null {
  if (review === null || review.userIdx !== userIdx) return 'NOT_FOUND';
  return now.getTime() < editableUntil(review.createdAt).getTime() ? null : 'EDIT_LOCKED';
}

/** What a member's booking shows about its review (my page). */
export function reviewState(b: ReviewableBooking, review: { createdAt: Date } | null, today: string, now: Date): { canWrite: boolean; canEdit: boolean; deadline: string | null; editableUntil: string | null } {
  const deadline = reviewDeadline(b.checkOutDate);
  if (review) {
    const until = editableUntil(review.createdAt);
    return { canWrite: false, canEdit: now.getTime() < until.getTime(), deadline, editableUntil: until.toISOString() };
  }
  return { canWrite: writeRefusal(b, b.userIdx, false, today) === null, canEdit: false, deadline, editableUntil: null };
}

/**
 * What a booking in my page offers about its review: WRITE (a review may be written now, until
 * `reviewDeadline`, the last Korean day), WRITTEN (it has one), or nothing (not stayed yet, or
 * the window has closed): the button is offered only while writing will work.
 */
export function reviewOffer(b: ReviewableBooking, reviewed: boolean, today: string): { review: 'WRITE' | 'WRITTEN' | null; reviewDeadline: string | null } {
  if (reviewed) return { review: 'WRITTEN', reviewDeadline: null };
  return writeRefusal(b, b.userIdx, false, today) === null ? { review: 'WRITE', reviewDeadline: reviewDeadline(b.checkOutDate) } : { review: null, reviewDeadline: null };
}

/** Average of 1-5 stars with one decimal, and the 0-100 score in tenths the stay lists keep (stars x 20). */
export function ratingOf(histogram: readonly number[]): { count: number; sum: number; avg: number; score: number } {
  const count = histogram.reduce((a, b) => a + b, 0);
  const sum = histogram.reduce((a, n, i) => a + n * (i + 1), 0);
  return { count, sum, avg: count > 0 ? Math.round((sum / count) * 10) / 10 : 0, score: count > 0 ? Math.round((sum / count) * 20) : 0 };
}

/** A reviewer's name as others see it: the first character, then one star per further character, at most three. */
export const maskName = (name: string): string => (name.length <= 1 ? name : `${name.charAt(0)}${'*'.repeat(Math.min(3, name.length - 1))}`);
