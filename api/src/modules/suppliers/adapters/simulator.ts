// A simulated wholesale supplier (DESIGN §3): it prices from our own catalogue through the one
// price engine (so the product page's price is the supplier's price unless a change is
// simulated), keeps its bookings in its own ledger, and misbehaves like a real one according to
// its profile: latency, moved prices, sold-outs, refusals, timeouts whose booking may still land
// later. Seeded dice make a run repeatable; tests force outcomes with `force`.
import crypto from 'node:crypto';
import type { Db } from '../../../db/database';
import { productDetailRepository } from '../../product';
import { koreanToday } from '../../pricing';
import { quotePlan } from '../../pricing';
import type { SupplierProfile } from './profiles';
import { simLedger } from './sim-ledger-store';
import {
  parseRateKey,
  rateKeyOf,
  SupplierTimeout,
  type BookRequest,
  type BookResult,
  type CancelResult,
  type PriceCheckResult,
  type RetrieveResult,
  type Supplier,
  type SupplierCondition,
  type SupplierRate,
} from '../supplier';

export type ForcedPriceCheck = { kind: 'AVAILABLE' } | { kind: 'SOLD_OUT' } | { kind: 'PRICE_CHANGED'; amount?: number };
export type ForcedBook =
  | { kind: 'CONFIRMED'; latencyMs?: number }
  | { kind: 'FAILED'; code?: string; latencyMs?: number }
  /** The answer is lost: the booking CONFIRMs or FAILs at the supplier after `settleAfterSeconds`, or NOT_FOUND = never arrived. */
  | { kind: 'TIMEOUT'; later: 'CONFIRMED' | 'FAILED' | 'NOT_FOUND'; settleAfterSeconds?: number; latencyMs?: number };

export interface SimulatedSupplier extends Supplier {
  /** Queues the outcome of the next call of that kind (tests; first in, first out). */
  force(operation: 'priceCheck', outcome: ForcedPriceCheck): void;
  force(operation: 'book', outcome: ForcedBook): void;
  /** Forgets forced outcomes and moved prices. */
  reset(): void;
  readonly profile: SupplierProfile;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const conditionKey = (rateKey: string, c: SupplierCondition) => `${rateKey}|${c.checkInDate}|${c.checkOutDate}|${c.adtCnt}|${c.chdAges.join('.')}|${c.count}`;

export function simulatedSupplier(channelCode: string, db: Db, clock: () => Date, profile: SupplierProfile, random: () => number): SimulatedSupplier {
  const catalog = productDetailRepository(db);
  const ledger = simLedger(db);
  const forcedPrice: ForcedPriceCheck[] = [];
  const forcedBook: ForcedBook[] = [];
  /** Moved prices stay moved for a while, as a real supplier's do (the traveller can accept them). */
  const moved = new Map<string, { amount: number; until: number }>();

  const between = ([lo, hi]: [number, number]) => lo + random() * (hi - lo);
  const latency = (override?: number) => sleep(Math.round(override ?? between(profile.latencyMs)));
  const confirmNum = () => `${profile.confirmPrefix}${String(Math.floor(random() * 1e8)).padStart(8, '0')}`;

  /** The engine's normal total for the stay (the price the product page shows), or null if not sellable. */
  async function enginePrice(rateKey: string, condition: SupplierCondition) {
    const key = parseRateKey(rateKey);
    if (!key || key.channelCode !== channelCode) return null;
    const { rooms, plans } = await catalog.roomsAndPlans(key.productIdx);
    const plan = plans.find((p) => p.idx === key.ratePlanIdx && p.roomIdx === key.roomIdx);
    const room = plan && rooms.find((r) => r.idx === plan.roomIdx);
    if (!plan || !room) return null;
    const rows = await catalog.nights([plan.idx], condition.checkInDate, condition.checkOutDate);
    const quote = quotePlan(plan, room, rows, { ...condition, chdCnt: condition.chdAges.length }, koreanToday(clock()));
    return quote.amounts ? { total: quote.amounts.normalAmount, available: quote.available } : null;
  }

  const movedPrice = (key: string) => {
    const entry = moved.get(key);
    return entry && entry.until > clock().getTime() ? entry.amount : undefined;
  };

  const retrieveOf = (row: Awaited<ReturnType<typeof ledger.find>>): RetrieveResult => {
    if (!row) return { status: 'NOT_FOUND' };
    if (row.status === 'CONFIRMED') return { status: 'CONFIRMED', confirmNum: row.confirmNum! };
    if (row.status === 'FAILED') return { status: 'FAILED', code: row.failCode ?? 'BOOKING_FAILED' };
    if (row.status === 'CANCELLED') return { status: 'CANCELLED', refundAmount: row.refundAmount };
    return { status: 'PENDING' };
  };

  function decideBook(): ForcedBook {
    const forced = forcedBook.shift();
    if (forced) return forced;
    const roll = random();
    if (roll < profile.timeoutRate) {
      const later = random();
      return { kind: 'TIMEOUT', later: later < profile.lateSuccessRate ? 'CONFIRMED' : later < profile.lateSuccessRate + profile.lostRate ? 'NOT_FOUND' : 'FAILED' };
    }
    if (roll < profile.timeoutRate + profile.bookFailRate) return { kind: 'FAILED', code: 'ROOM_UNAVAILABLE' };
    return { kind: 'CONFIRMED' };
  }

  return {
    channelCode,
    profile,

    force(operation: 'priceCheck' | 'book', outcome: ForcedPriceCheck | ForcedBook) {
      if (operation === 'priceCheck') forcedPrice.push(outcome as ForcedPriceCheck);
      else forcedBook.push(outcome as ForcedBook);
    },

    reset() {
      forcedPrice.length = 0;
      forcedBook.length = 0;
      moved.clear();
    },

    async shop(stay, condition): Promise<SupplierRate[]> {
      await latency();
      const { plans } = await catalog.roomsAndPlans(stay.productIdx);
      const rates: SupplierRate[] = [];
      for (const plan of plans) {
        const rateKey = rateKeyOf(channelCode, stay.productIdx, plan.roomIdx, plan.idx);
        const price = await enginePrice(rateKey, condition);
        const total = movedPrice(conditionKey(rateKey, condition)) ?? price?.total ?? null;
        rates.push({ rateKey, roomIdx: plan.roomIdx, ratePlanIdx: plan.idx, totalAmount: total, available: Boolean(price?.available) });
      }
      return rates;
    },

    async priceCheck(rateKey, condition): Promise<PriceCheckResult> {
      await latency();
      const forced = forcedPrice.shift();
      const price = await enginePrice(rateKey, condition);
      if (!price || !price.available || forced?.kind === 'SOLD_OUT') return { status: 'SOLD_OUT', available: false };
      if (!forced && random() < profile.soldOutRate) return { status: 'SOLD_OUT', available: false };
      const key = conditionKey(rateKey, condition);
      let amount = movedPrice(key) ?? price.total;
      const change = forced ? forced.kind === 'PRICE_CHANGED' : random() < profile.priceChangeRate;
      if (change) {
        const pct = between(profile.priceChangePct) * (random() < 0.5 ? -1 : 1);
        const fallback = Math.max(100, Math.round((price.total * (100 + pct)) / 100 / 100) * 100);
        amount = forced?.kind === 'PRICE_CHANGED' && forced.amount ? forced.amount : fallback === price.total ? price.total + 100 : fallback;
        moved.set(key, { amount, until: clock().getTime() + profile.priceChangeTtlSeconds * 1000 });
      }
      return { status: 'AVAILABLE', available: true, rateKey, totalAmount: amount };
    },

    async book(request: BookRequest): Promise<BookResult> {
      const outcome = decideBook();
      await latency(outcome.latencyMs);
      const now = clock();
      if (outcome.kind === 'TIMEOUT' && outcome.later === 'NOT_FOUND') {
        // The request never reached the supplier; the same number may be booked later.
        const existing = await ledger.find(request.orderNum, now);
        if (!existing) throw new SupplierTimeout(channelCode, 'book');
      }
      const timedOut = outcome.kind === 'TIMEOUT';
      const final = outcome.kind === 'TIMEOUT' ? (outcome.later === 'FAILED' ? 'FAILED' : 'CONFIRMED') : outcome.kind;
      const settleSeconds = timedOut ? (outcome.settleAfterSeconds ?? between(profile.lateConfirmSeconds)) : 0;
      const created = await ledger.insertOnce(
        {
          orderNum: request.orderNum,
          channelCode,
          rateKey: request.rate.rateKey,
          amount: request.amount,
          guestName: request.guest.name,
          status: timedOut ? 'PENDING' : final,
          finalStatus: final,
          settleAt: new Date(now.getTime() + settleSeconds * 1000),
          confirmNum: final === 'CONFIRMED' ? confirmNum() : null,
          failCode: final === 'FAILED' ? ((outcome.kind === 'FAILED' && outcome.code) || 'ROOM_UNAVAILABLE') : null,
        },
        now,
      );
      // Booked before under this number: the supplier answers with that booking, never a second one.
      const row = created ?? (await ledger.find(request.orderNum, now));
      if (created && timedOut) throw new SupplierTimeout(channelCode, 'book');
      const state = retrieveOf(row);
      if (state.status === 'CONFIRMED') return state;
      if (state.status === 'PENDING') throw new SupplierTimeout(channelCode, 'book');
      return { status: 'FAILED', code: state.status === 'FAILED' ? state.code : state.status };
    },

    async retrieve(orderNum): Promise<RetrieveResult> {
      await latency();
      return retrieveOf(await ledger.find(orderNum, clock()));
    },

    async cancel(orderNum): Promise<CancelResult> {
      await latency();
      const now = clock();
      const before = await ledger.find(orderNum, now);
      if (!before) return { status: 'NOT_FOUND' };
      const row = (await ledger.cancel(orderNum, now)) ?? (await ledger.find(orderNum, now));
      if (row?.status === 'CANCELLED') return { status: 'CANCELLED', refundAmount: row.refundAmount, cancelledAt: row.cancelledAt ?? now };
      return { status: 'NOT_BOOKED', code: row?.failCode ?? 'BOOKING_FAILED' };
    },
  };
}

/** A different seed per channel, derived from the run's seed (one channel's calls do not shift another's dice). */
export function channelSeed(seed: number, channelCode: string): number {
  return crypto.createHash('sha256').update(`${seed}:${channelCode}`).digest().readUInt32LE(0);
}
