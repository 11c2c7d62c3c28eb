// What the demo-order seeder writes (demo-orders.ts), worked out from the catalogue: for every demo
// account a past completed booking, an upcoming confirmed booking with one unpaid additional
// payment, and a paid open-date voucher (no dates, a 90-day window, 1 night, 1 room).
// Deterministic: fixed order numbers, rate plans picked by idx, nights relative to the Korean today.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { rawRows } from '../../../db/raw';
import { addDays, awesomeAmountOf, cancellation } from '../../pricing';
import type { OrderStatus, OrderType, PayMethod } from '../../../db/schema/orders';
import { DEMO_ACCOUNTS, type DemoAccount } from '../../auth';

export type DemoKind = 'P' | 'U' | 'V' | 'T' | 'R';

export interface DemoOrder {
  orderNum: string;
  kind: DemoKind;
  account: DemoAccount;
  plan: DemoPlan;
  checkInDate: string | null;
  nights: number;
  status: OrderStatus;
  voucherNum: string | null;
  stayStartDate: string | null;
  stayEndDate: string | null;
  orderType: OrderType;
  normalAmount: number;
  saleAmount: number;
  cancelFreeDate: string | null;
  payMethod: PayMethod;
  /** Days before today it was booked and paid. */
  paidDaysAgo: number;
  /** Rooms booked (1 unless said). */
  rooms?: number;
}

export interface DemoPlan {
  idx: number;
  roomIdx: number;
  propertyIdx: number;
  basePrice: number;
  awesomePct: number;
  cashbackPct: number;
  cancelFreeDays: number | null;
}

/** The extra bed of every upcoming demo booking (SPEC §3 Additional payment). */
export const DEMO_ADD_PAY = { titleKo: '엑스트라 베드 추가', titleEn: 'Extra bed', titleJa: 'エキストラベッド追加', amount: 30_000 };

const KINDS: DemoKind[] = ['P', 'U', 'V'];
const METHODS: PayMethod[] = ['card', 'kakaopay', 'naverpay', 'tosspay'];

/** ASDEMO + account number + kind (Past, Upcoming, Voucher): readable, and never a real order number's shape. */
/** The demo account whose past stay is older than the review window. */
const CLOSED_REVIEW_ACCOUNT = 'gold@awesomestay.kr';

export const demoOrderNum = (accountNo: number, kind: DemoKind): string => `ASDEMO${accountNo}${kind}`;
/**
 * silver@ (account 2) also has an upcoming TWO-room stay (partial cancellation: one room, or the
 * last night) and a stay that ended 3 days ago without a review (reviews: 14 days after check-out).
 */
export const EXTRA_ACCOUNT_NO = 2;
const EXTRA_KINDS: DemoKind[] = ['T', 'R'];
export const DEMO_ORDER_NUMS = [...DEMO_ACCOUNTS.flatMap((_, i) => KINDS.map((k) => demoOrderNum(i + 1, k))), ...EXTRA_KINDS.map((k) => demoOrderNum(EXTRA_ACCOUNT_NO, k))];

/** Own-inventory plans for two adults without extra fees, refundable; the newest ids first (tests book the oldest). */
export async function demoPlans(tx: Tx): Promise<DemoPlan[]> {
  const rows = await rawRows<{ idx: number; room_idx: number; property_idx: number; base_price: number; awesome_discount_pct: number; cashback_pct: number; cancel_free_days: number | null }>(
    tx,
    sql`select rp.idx, rp.room_idx, rp.property_idx, rp.base_price, rp.awesome_discount_pct, rp.cashback_pct, rp.cancel_free_days
        from rate_plans rp join rooms r on r.idx = rp.room_idx join properties p on p.idx = rp.property_idx
        where p.channel_code is null and r.basic_occupancy >= 2 and r.max_occupancy >= 2 and rp.cancel_free_days is not null
        order by rp.idx desc limit ${DEMO_ACCOUNTS.length * KINDS.length + EXTRA_KINDS.length}`,
  );
  return rows.map((r) => ({
    idx: Number(r.idx),
    roomIdx: Number(r.room_idx),
    propertyIdx: Number(r.property_idx),
    basePrice: Number(r.base_price),
    awesomePct: Number(r.awesome_discount_pct),
    cashbackPct: Number(r.cashback_pct),
    cancelFreeDays: r.cancel_free_days === null ? null : Number(r.cancel_free_days),
  }));
}

/** Nights of a plan from `from` with their price and stock (missing nights are absent). */
async function nightsOf(tx: Tx, planIdx: number, from: string, days: number): Promise<Map<string, { price: number; stock: number }>> {
  const rows = await rawRows<{ d: string; price: number; stock: number }>(
    tx,
    sql`select stay_date::text as d, price, stock from daily_rates where rate_plan_idx = ${planIdx} and stay_date >= ${from} and stay_date < ${addDays(from, days)}`,
  );
  return new Map(rows.map((r) => [r.d, { price: Number(r.price), stock: Number(r.stock) }]));
}

/** The first 2-night stay from `from` on that has `rooms` rooms on both nights. */
async function upcomingStay(tx: Tx, plan: DemoPlan, from: string, rooms = 1): Promise<{ checkIn: string; prices: number[] } | null> {
  const nights = await nightsOf(tx, plan.idx, from, 62);
  for (let i = 0; i < 60; i += 1) {
    const a = nights.get(addDays(from, i));
    const b = nights.get(addDays(from, i + 1));
    if (a && b && a.stock >= rooms && b.stock >= rooms) return { checkIn: addDays(from, i), prices: [a.price, b.price] };
  }
  return null;
}

export async function planDemoOrders(tx: Tx, today: string): Promise<DemoOrder[]> {
  const plans = await demoPlans(tx);
  if (plans.length < DEMO_ACCOUNTS.length * KINDS.length) return [];
  const out: DemoOrder[] = [];
  for (const [i, account] of DEMO_ACCOUNTS.entries()) {
    // SPEC §3: Silver / Gold members who are not corporate pay the awesome price.
    const awesome = account.plan !== undefined && account.company === undefined;
    const priced = (plan: DemoPlan, normal: number) => ({ normalAmount: normal, saleAmount: awesome ? awesomeAmountOf(normal, plan.awesomePct) : normal });
    const base = { account, payMethod: METHODS[i % METHODS.length]!, voucherNum: null, stayStartDate: null, stayEndDate: null };

    const past = plans[i * 3]!;
    // Reviews can be written for 14 days after check-out: every account's past stay ended inside
    // that window, except gold@'s, which ended three weeks ago (a closed window is in the demo too).
    const pastIn = addDays(today, account.email === CLOSED_REVIEW_ACCOUNT ? -(20 + i * 3) : -(5 + i * 2));
    const pastNight = (await nightsOf(tx, past.idx, pastIn, 1)).get(pastIn);
    out.push({ ...base, orderNum: demoOrderNum(i + 1, 'P'), kind: 'P', plan: past, checkInDate: pastIn, nights: 1, status: 'complete', orderType: 'OO', ...priced(past, pastNight?.price ?? past.basePrice), cancelFreeDate: null, paidDaysAgo: 35 + i * 3 });

    const up = plans[i * 3 + 1]!;
    const stay = await upcomingStay(tx, up, addDays(today, 21 + i * 2));
    if (stay) {
      out.push({
        ...base,
        orderNum: demoOrderNum(i + 1, 'U'),
        kind: 'U',
        plan: up,
        checkInDate: stay.checkIn,
        nights: 2,
        status: 'confirm',
        orderType: 'OC',
        ...priced(up, stay.prices[0]! + stay.prices[1]!),
        cancelFreeDate: cancellation(up, stay.checkIn, today).cancelDate,
        paidDaysAgo: 3 + i,
      });
    }

    const voucher = plans[i * 3 + 2]!;
    const stayEndDate = addDays(today, 89);
    out.push({
      ...base,
      orderNum: demoOrderNum(i + 1, 'V'),
      kind: 'V',
      plan: voucher,
      checkInDate: null,
      nights: 1,
      status: 'confirm',
      orderType: 'OO',
      ...priced(voucher, voucher.basePrice),
      // Refundable while the window lasts; choosing a night can only bring it earlier.
      cancelFreeDate: stayEndDate,
      voucherNum: `VN${String(i + 1).padStart(2, '0')}DEMO${(7919 * (i + 3)) % 10_000}`,
      stayStartDate: today,
      stayEndDate,
      paidDaysAgo: 5 + i,
    });

    if (i + 1 === EXTRA_ACCOUNT_NO) {
      const two = plans[DEMO_ACCOUNTS.length * KINDS.length]!;
      const twoStay = await upcomingStay(tx, two, addDays(today, 30), 2);
      if (twoStay) {
        const normal = 2 * (twoStay.prices[0]! + twoStay.prices[1]!);
        out.push({ ...base, orderNum: demoOrderNum(i + 1, 'T'), kind: 'T', plan: two, checkInDate: twoStay.checkIn, nights: 2, rooms: 2, status: 'confirm', orderType: 'MC', ...priced(two, normal), cancelFreeDate: cancellation(two, twoStay.checkIn, today).cancelDate, paidDaysAgo: 2 });
      }
      const recent = plans[DEMO_ACCOUNTS.length * KINDS.length + 1]!;
      const recentIn = addDays(today, -4);
      const recentNight = (await nightsOf(tx, recent.idx, recentIn, 1)).get(recentIn);
      out.push({ ...base, orderNum: demoOrderNum(i + 1, 'R'), kind: 'R', plan: recent, checkInDate: recentIn, nights: 1, status: 'complete', orderType: 'OO', ...priced(recent, recentNight?.price ?? recent.basePrice), cancelFreeDate: null, paidDaysAgo: 12 });
    }
  }
  return out;
}
