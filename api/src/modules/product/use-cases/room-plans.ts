// Rooms with their priced rate plans for one condition (SPEC §3 Room list, Room / rate plan
// product; §9 "rate plans are sorted by lowest member price ascending"). The detail call's price
// block and the rate-plan call both come from here, so the two can never disagree.
import type { FastifyInstance } from 'fastify';
import type { DailyRateRow, RatePlanRow, RoomRow } from '../../../db/schema/catalog';
import type { Locale } from '../../../lib/locale';
import { splitParty } from '../../pricing';
import { amountsOf } from '../../pricing';
import type { CheckedCondition } from '../../pricing';
import { displayPrice, quotePlan, type Quote } from '../../pricing';
import { nameOf, roomTypeName } from '../../catalog';
import { reposOf } from '../stores';

export interface NightlyRate {
  date: string;
  /** That night, all rooms, extra guests included (integer KRW). */
  normalAmount: number;
  stock: number;
}

export interface RatePlanView {
  rateplanIdx: number;
  roomIdx: number;
  productIdx: number;
  rateplanName: string;
  mealType: string;
  mealName: string;
  /** Last day of free cancellation (yyyy-MM-dd), null when none is left (SPEC §4 Cancellation text). */
  cancelDate: string | null;
  /** 'FREE' until cancelDate, 'NON_REFUNDABLE', or null when the rules could not be read (SPEC §8). */
  cancelRule: 'FREE' | 'NON_REFUNDABLE' | null;
  stock: number;
  stockStatus: 'AVAILABLE' | 'LOW' | 'SOLD_OUT';
  saleAble: boolean;
  /** Stay totals for all rooms; null when a night of the stay is not on sale. */
  normalAmount: number | null;
  awesomeAmount: number | null;
  awesomePer: number;
  cashbackRate: number;
  cashbackPrice: number;
  /** normalAmount / nights (all rooms). */
  perNight: number | null;
  nightlyRateList: NightlyRate[];
  terms: number;
  /** The engine's quote, kept for the headline price (not sent). */
  quote?: Quote;
}

export interface RoomView {
  roomIdx: number;
  roomName: string;
  roomTypeName: string;
  bedTypeName: string;
  roomSize: number;
  roomView: string;
  basicNum: number;
  maxNum: number;
  imgLink: string;
  mappedRateplanList: RatePlanView[];
}

/** Few rooms left: the page says so (our threshold). */
export const LOW_STOCK = 3;

/** Sold-out plans last; then by member price, then normal price, then idx (SPEC §9). */
export function compareByMemberPrice(a: RatePlanView, b: RatePlanView): number {
  if (a.saleAble !== b.saleAble) return a.saleAble ? -1 : 1;
  const big = Number.MAX_SAFE_INTEGER;
  return (a.awesomeAmount ?? big) - (b.awesomeAmount ?? big) || (a.normalAmount ?? big) - (b.normalAmount ?? big) || a.rateplanIdx - b.rateplanIdx;
}

/** Each night through the same engine (a one-night summary), so the nights add up to the total. */
function nightlyRates(plan: RatePlanRow, room: RoomRow, rows: readonly DailyRateRow[], condition: CheckedCondition): NightlyRate[] {
  const party = splitParty(condition.adtCnt, condition.chdAges, condition.count);
  if (!party) return [];
  const terms = { basicOccupancy: room.basicOccupancy, maxOccupancy: room.maxOccupancy, extraAdultFee: plan.extraAdultFee, extraChildFee: plan.extraChildFee, awesomeDiscountPct: plan.awesomeDiscountPct, cashbackPct: plan.cashbackPct, cancelFreeDays: plan.cancelFreeDays, ratePlanIdx: plan.idx };
  return rows.map((n) => ({
    date: n.stayDate,
    normalAmount: amountsOf(terms, { nights: 1, found: 1, priceSum: n.price, minStock: n.stock }, party, condition.count).normalAmount,
    stock: n.stock,
  }));
}

function planView(plan: RatePlanRow, room: RoomRow, rows: readonly DailyRateRow[], condition: CheckedCondition, quote: Quote, mealName: string, locale: Locale): RatePlanView {
  const a = quote.amounts;
  return {
    rateplanIdx: plan.idx,
    roomIdx: room.idx,
    productIdx: plan.propertyIdx,
    rateplanName: nameOf(plan, locale),
    mealType: plan.meal,
    mealName,
    cancelDate: quote.cancelDate,
    cancelRule: quote.freeCancel ? 'FREE' : 'NON_REFUNDABLE',
    stock: quote.stock,
    stockStatus: !quote.available ? 'SOLD_OUT' : quote.stock <= LOW_STOCK ? 'LOW' : 'AVAILABLE',
    saleAble: quote.available,
    normalAmount: a?.normalAmount ?? null,
    awesomeAmount: a?.awesomeAmount ?? null,
    awesomePer: a?.awesomePer ?? plan.awesomeDiscountPct,
    cashbackRate: a?.cashbackRate ?? plan.cashbackPct,
    cashbackPrice: a?.cashbackAmount ?? 0,
    perNight: a?.perNight ?? null,
    nightlyRateList: nightlyRates(plan, room, rows, condition),
    terms: condition.nights,
    quote,
  };
}

export async function roomPlans(app: FastifyInstance, productIdx: number, condition: CheckedCondition, locale: Locale, today: string): Promise<RoomView[]> {
  const repo = reposOf(app.database.orm).productDetail;
  const { rooms, plans } = await repo.roomsAndPlans(productIdx);
  const [nights, meals, beds, views] = await Promise.all([
    repo.nights(
      plans.map((p) => p.idx),
      condition.checkInDate,
      condition.checkOutDate,
    ),
    repo.codeNames('MEAL'),
    repo.codeNames('BED_TYPE'),
    repo.codeNames('ROOM_VIEW'),
  ]);
  const nightsOf = new Map<number, DailyRateRow[]>();
  for (const n of nights) nightsOf.set(n.ratePlanIdx, [...(nightsOf.get(n.ratePlanIdx) ?? []), n]);

  const result: RoomView[] = [];
  for (const room of rooms) {
    const list: RatePlanView[] = [];
    for (const plan of plans.filter((p) => p.roomIdx === room.idx)) {
      const rows = nightsOf.get(plan.idx) ?? [];
      const quote = quotePlan(plan, room, rows, condition, today);
      // A room the party does not fit is not offered (as on the results page).
      if (!quote.fits) continue;
      const meal = meals.get(plan.meal);
      list.push(planView(plan, room, rows, condition, quote, meal ? nameOf(meal, locale) : plan.meal, locale));
    }
    if (list.length === 0) continue;
    list.sort(compareByMemberPrice);
    const bed = beds.get(room.bedType);
    const view = views.get(room.view);
    result.push({
      roomIdx: room.idx,
      roomName: nameOf(room, locale),
      roomTypeName: roomTypeName(room.roomType, locale),
      bedTypeName: bed ? nameOf(bed, locale) : room.bedType,
      roomSize: room.sizeM2,
      roomView: view ? nameOf(view, locale) : room.view,
      basicNum: room.basicOccupancy,
      maxNum: room.maxOccupancy,
      imgLink: room.imgPath,
      mappedRateplanList: list,
    });
  }
  // Rooms in the order of their best plan, so the cheapest member price is the first thing seen.
  result.sort((a, b) => compareByMemberPrice(a.mappedRateplanList[0]!, b.mappedRateplanList[0]!));
  return result;
}

/** Drops the engine's quote before a plan leaves the server. */
export const publicRooms = <R extends RoomView>(rooms: R[]) =>
  rooms.map((r) => ({ ...r, mappedRateplanList: r.mappedRateplanList.map(({ quote: _q, ...plan }) => plan) }));

export interface LowestPrices {
  displayLowestAmount: number;
  awesomeLowestAmount: number;
  awesomePer: number;
  cashbackRate: number;
  customerPrice: number;
  soldOut: boolean;
}

/**
 * SPEC §3 prices of the detail: the engine's headline price (pricing/rules/lowest.ts displayPrice, the
 * same function behind the results card's displayAmount) and the member total of that plan.
 * Null when no plan is on sale for this condition.
 */
export function lowestPrices(rooms: RoomView[]): LowestPrices | null {
  const quotes = rooms.flatMap((r) => r.mappedRateplanList.map((p) => p.quote!));
  const shown = displayPrice(quotes);
  const a = shown?.quote.amounts;
  if (!shown || !a) return null;
  return {
    displayLowestAmount: a.normalAmount,
    awesomeLowestAmount: a.awesomeAmount,
    awesomePer: a.awesomePer,
    cashbackRate: a.cashbackRate,
    // What a visitor (not an awesome member) pays for that plan.
    customerPrice: a.normalAmount,
    soldOut: shown.soldOut,
  };
}
