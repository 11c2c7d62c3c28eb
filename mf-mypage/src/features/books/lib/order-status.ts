// SPEC §4 "Order status display": the text and description of an order product status. pending,
// add_pay and confirm describe the days to check-in ('check-in D-{n}', 'check-in day') or 'stay
// date not set' without a start date; once the start date is past, confirm reads 'past booking'
// with 'share your review' and pending 'past booking' with 'NOSHOW'. Keys of 'mypage-books'.
export interface StatusDisplay {
  text: string;
  description: string;
  /** For 'status.desc.dday': the days left. */
  days?: number;
  tone: 'upcoming' | 'done' | 'past' | 'cancel';
}

const TABLE: Record<string, Omit<StatusDisplay, 'days'>> = {
  pending: { text: 'status.upcoming', description: 'status.desc.upcoming', tone: 'upcoming' },
  add_pay: { text: 'status.upcoming', description: 'status.desc.addPay', tone: 'upcoming' },
  confirm_wait: { text: 'status.upcoming', description: 'status.desc.confirmWait', tone: 'upcoming' },
  confirm: { text: 'status.confirm', description: 'status.desc.confirm', tone: 'done' },
  complete: { text: 'status.past', description: 'status.desc.review', tone: 'past' },
  noshow: { text: 'status.past', description: 'status.desc.noshow', tone: 'past' },
  cancel: { text: 'status.cancel', description: 'status.desc.cancel', tone: 'cancel' },
  cancel_request: { text: 'status.cancelRequest', description: 'status.desc.cancel', tone: 'cancel' },
  cancel_wait: { text: 'status.cancelWait', description: 'status.desc.cancel', tone: 'cancel' },
};

const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** `startDate` is the stay's check-in ('yyyy-MM-dd') or null; `today` the same format. */
export function orderStatusDisplay(status: string, startDate: string | null, today: string): StatusDisplay {
  const row = TABLE[status] ?? { text: 'status.unknown', description: 'status.desc.none', tone: 'upcoming' as const };
  if (status !== 'pending' && status !== 'add_pay' && status !== 'confirm') return row;
  if (!startDate) return { ...row, description: 'status.desc.noDate' };
  const days = daysBetween(today, startDate);
  if (days < 0) {
    if (status === 'confirm') return { text: 'status.past', description: 'status.desc.shareReview', tone: 'past' };
    if (status === 'pending') return { text: 'status.past', description: 'status.desc.noshow', tone: 'past' };
    return row;
  }
  return days === 0 ? { ...row, description: 'status.desc.today' } : { ...row, description: 'status.desc.dday', days };
}

/**
 * A past stay's description asks for a review only while one can be written (SPEC §4 'share your
 * review'), saying until when; otherwise it says the stay is over or the review is in.
 */
export function withReviewOffer(display: StatusDisplay, b: { review: 'WRITE' | 'WRITTEN' | null; reviewDeadline: string | null }): StatusDisplay & { until?: string } {
  if (display.description !== 'status.desc.review' && display.description !== 'status.desc.shareReview') return display;
  if (b.review === 'WRITE' && b.reviewDeadline) return { ...display, description: 'status.desc.reviewUntil', until: b.reviewDeadline };
  return { ...display, description: b.review === 'WRITTEN' ? 'status.desc.reviewed' : 'status.desc.stayed' };
}

/** SPEC §4 Booking list: cancel is offered when the flag is not 'N' and the status is pending or confirm. */
export const offersCancel = (b: { btnCancelYn: string | null; orderProductStatus: string }): boolean =>
  b.btnCancelYn !== 'N' && (b.orderProductStatus === 'pending' || b.orderProductStatus === 'confirm');

/** SPEC §4 Booking list: a stay date may be chosen with no confirmation number and no start date. */
export const offersDateChoice = (b: { confirmNum: string | null; checkinDate: string | null; orderProductStatus: string }): boolean =>
  !b.confirmNum && !b.checkinDate && !b.orderProductStatus.startsWith('cancel');
