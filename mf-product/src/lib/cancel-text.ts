// SPEC §4 Cancellation text: a cancel date that is not past -> '{date} until free cancellation';
// otherwise 'cancel (refund) not possible'; no rule at all (the text would be empty) -> the SPEC
// §8 error text 'failed to fetch the product's cancellation rules...'. Shared by the product,
// booking and voucher pages so all three say the same thing.
export type CancelText = { kind: 'free'; date: string } | { kind: 'none' } | { kind: 'error' };

export interface CancelInput {
  cancelDate: string | null;
  cancelRule: 'FREE' | 'NON_REFUNDABLE' | null;
}

/** `today` is 'yyyy-MM-dd' (dates compare as strings in that format). */
export function cancelText(plan: CancelInput, today: string): CancelText {
  if (plan.cancelRule === null) return { kind: 'error' };
  if (plan.cancelRule === 'FREE' && plan.cancelDate && plan.cancelDate >= today) return { kind: 'free', date: plan.cancelDate };
  return { kind: 'none' };
}
