// A refund at the gateway, made at most once whatever is retried: before asking, the gateway's own
// record is read, and a refund an earlier attempt already made (a claim taken over after a crash)
// counts as made. `recorded` is what our records say was refunded before this cancellation.
// `options.idempotencyKey` comes from our ledger row of this refund (the cancellation and the
// amount already recorded), so two requests refunding one decision are one refund at the gateway.
import type { CancelOptions, Gateway } from '../../payment';

export async function refundOnce(gateway: Pick<Gateway, 'cancel' | 'retrieve'>, paymentKey: string, recorded: number, amount: number, options?: CancelOptions): Promise<boolean> {
  if (amount <= 0) return true;
  const before = await gateway.retrieve(paymentKey);
  if (before !== null && before.canceledAmount >= recorded + amount) return true;
  const result = await gateway.cancel(paymentKey, amount, options);
  if (result.canceled) return true;
  const after = await gateway.retrieve(paymentKey);
  return after !== null && after.canceledAmount >= recorded + amount;
}
