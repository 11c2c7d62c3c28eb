// The refunds ledger of a booking (booking content `refunds`, api/src/modules/cancellation README)
// read as the member sees it: one group per cancellation (the rows one cancellation wrote share
// its scope and instant), and for each line the state of its arrival.
import type { LedgerLine } from '@stay/shared/contracts/money-lines';

export interface Cancellation {
  scope: LedgerLine['scope'];
  /** When it was done (ISO instant). */
  at: string;
  lines: LedgerLine[];
}

/** The ledger's lines grouped by cancellation, in the order they were given. */
export function cancellationsOf(lines: readonly LedgerLine[]): Cancellation[] {
  const groups: Cancellation[] = [];
  for (const line of lines) {
    const last = groups.at(-1);
    if (last && last.scope === line.scope && last.at === line.at) last.lines.push(line);
    else groups.push({ scope: line.scope, at: line.at, lines: [line] });
  }
  return groups;
}

/** What came back as money: a coupon comes back as a coupon (its discount), never as money. */
export const moneyTotal = (lines: readonly LedgerLine[]): number => lines.reduce((sum, l) => (l.route === 'COUPON' ? sum : sum + l.amount), 0);

export type Arrival = 'COUPON' | 'IMMEDIATE' | 'DUE' | 'LANDED' | 'UNKNOWN';

/**
 * When a line lands or landed: a coupon and balance refunds came back with the cancellation; a
 * gateway refund lands by its day (still to come up to and including that Korean day, `today`).
 */
export function arrivalOf(line: LedgerLine, today: string): Arrival {
  if (line.route === 'COUPON') return 'COUPON';
  if (line.timing === 'IMMEDIATE') return 'IMMEDIATE';
  if (!line.by) return 'UNKNOWN';
  return line.by >= today ? 'DUE' : 'LANDED';
}
