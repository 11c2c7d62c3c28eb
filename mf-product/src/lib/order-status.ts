// SPEC §4 "Order status display": the text and description of an order product status. pending,
// add_pay and confirm describe the days to check-in ('check-in D-{n}', 'check-in day') or 'stay
// date not set' without a start date; once the start date is past, confirm reads 'past booking'
// with 'share your review' and pending 'past booking' with 'NOSHOW'. Keys of namespace
// 'product-order' (order-i18n.ts).
import { nightsBetween } from '@stay/shared';

export interface StatusDisplay {
  text: string;
  description: string;
  /** For 'status.dday': the days left. */
  days?: number;
}

const TABLE: Record<string, { text: string; description: string }> = {
  pending: { text: 'status.upcoming', description: 'status.desc.upcoming' },
  add_pay: { text: 'status.upcoming', description: 'status.desc.addPay' },
  confirm_wait: { text: 'status.upcoming', description: 'status.desc.confirmWait' },
  confirm: { text: 'status.confirm', description: 'status.desc.confirm' },
  complete: { text: 'status.past', description: 'status.desc.review' },
  noshow: { text: 'status.past', description: 'status.desc.noshow' },
  cancel: { text: 'status.cancel', description: 'status.desc.cancel' },
  cancel_request: { text: 'status.cancelRequest', description: 'status.desc.cancel' },
  cancel_wait: { text: 'status.cancelWait', description: 'status.desc.cancel' },
};

/** `startDate` is the stay's check-in ('yyyy-MM-dd') or null; `today` the same format. */
export function orderStatusDisplay(status: string, startDate: string | null, today: string): StatusDisplay {
  const row = TABLE[status] ?? { text: 'status.unknown', description: 'status.desc.none' };
  if (status !== 'pending' && status !== 'add_pay' && status !== 'confirm') return row;
  if (!startDate) return { text: row.text, description: 'status.desc.noDate' };
  const days = nightsBetween(today, startDate);
  if (days < 0) {
    if (status === 'confirm') return { text: 'status.past', description: 'status.desc.shareReview' };
    if (status === 'pending') return { text: 'status.past', description: 'status.desc.noshow' };
    return row;
  }
  return days === 0 ? { text: row.text, description: 'status.desc.today' } : { text: row.text, description: 'status.desc.dday', days };
}
