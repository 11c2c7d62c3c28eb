// The open-date voucher's calendar (a calendar, not an 85-option dropdown): every day of
// the voucher's period, open or closed, with the reason a closed day cannot start the stay and what
// an open day's nights cost today (the voucher is paid; the figure tells the traveller the value of
// the date they pick). Pure: the route reads the nights, this decides.
import { addDays } from '../../../lib/days';

export type ClosedReason = 'PAST' | 'SOLD_OUT' | 'NO_RATE' | 'PAST_PERIOD_END';

export interface DateChoice {
  date: string;
  open: boolean;
  reason?: ClosedReason;
  /** The nights' price for the voucher's rooms today (open days only). */
  price?: number;
}

export interface NightInfo {
  date: string;
  price: number;
  stock: number;
}

export interface ChoiceInput {
  /** The voucher's period (SPEC stayStartDate..stayEndDate: the last night may be stayEndDate). */
  stayStartDate: string;
  stayEndDate: string;
  /** Nights per stay and rooms of the voucher. */
  nights: number;
  rooms: number;
  /** Korean today: days before it cannot start a stay. */
  today: string;
  /** The rate plan's nights with a rate in the period. */
  rates: readonly NightInfo[];
}

/** One entry per day of the period, in order. */
export function dateChoices(input: ChoiceInput): DateChoice[] {
  const byDate = new Map(input.rates.map((n) => [n.date, n]));
  const lastStart = addDays(input.stayEndDate, -(input.nights - 1));
  const out: DateChoice[] = [];
  for (let d = input.stayStartDate; d <= input.stayEndDate; d = addDays(d, 1)) {
    if (d < input.today) {
      out.push({ date: d, open: false, reason: 'PAST' });
      continue;
    }
    if (d > lastStart) {
      out.push({ date: d, open: false, reason: 'PAST_PERIOD_END' });
      continue;
    }
    const nights = Array.from({ length: input.nights }, (_, i) => byDate.get(addDays(d, i)));
    if (nights.some((n) => n === undefined)) out.push({ date: d, open: false, reason: 'NO_RATE' });
    else if (nights.some((n) => n!.stock < input.rooms)) out.push({ date: d, open: false, reason: 'SOLD_OUT' });
    else out.push({ date: d, open: true, price: nights.reduce((sum, n) => sum + n!.price, 0) * input.rooms });
  }
  return out;
}
