// The booking page's URL (/book/{productIdx}?type=&accoms=&rooms=&rateplan=&checkInDate=
// &checkOutDate=&adtCnt=&chdCnt=&chdAges=&count=) is the source of truth: the product page's
// reserve button writes it and a reload of the booking page reads it back. The server checks every
// value again (type, ranges, dates); this only refuses what cannot be a booking at all.
import { isValidDate, nightsBetween } from '@stay/shared';
import type { StayCondition } from '@stay/shared/contracts/stay-condition';

export const ORDER_TYPES = ['OO', 'OC', 'MO', 'MC'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export interface BookTarget {
  productIdx: number;
  type: OrderType;
  /** The stay's idx or its supplier id (SPEC §7 `ids/{accoms}`). */
  accoms: string;
  rooms: string;
  rateplan: string;
  condition: StayCondition;
  /** The event deal the booking came from (SPEC §3 promotionIdx); the server decides whether it applies. */
  promotionIdx?: number;
}

/** SPEC §3 Condition: O/M = one / more rooms, O/C = one / more nights. */
export const orderTypeOf = (rooms: number, nights: number): OrderType => `${rooms > 1 ? 'M' : 'O'}${nights > 1 ? 'C' : 'O'}` as OrderType;

export function bookQuery(t: Omit<BookTarget, 'type' | 'productIdx'>): URLSearchParams {
  const c = t.condition;
  const q = new URLSearchParams();
  q.set('type', orderTypeOf(c.count, nightsBetween(c.checkInDate, c.checkOutDate)));
  q.set('accoms', t.accoms);
  q.set('rooms', t.rooms);
  q.set('rateplan', t.rateplan);
  q.set('checkInDate', c.checkInDate);
  q.set('checkOutDate', c.checkOutDate);
  q.set('adtCnt', String(c.adtCnt));
  q.set('chdCnt', String(c.chdCnt));
  if (c.chdCnt > 0) q.set('chdAges', c.chdAges.slice(0, c.chdCnt).join(','));
  q.set('count', String(c.count));
  if (t.promotionIdx) q.set('promotionIdx', String(t.promotionIdx));
  return q;
}

const ID = /^[\w.:%-]{1,120}$/;
const int = (text: string | null, min: number, max: number): number | null => {
  if (text === null || !/^\d{1,3}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
};

/** The booking read from its URL, or null when the link is broken. */
export function readBookQuery(productIdx: string, search: string): BookTarget | null {
  const q = new URLSearchParams(search);
  const idx = /^\d{1,10}$/.test(productIdx) ? Number(productIdx) : 0;
  const type = q.get('type') ?? '';
  const [accoms, rooms, rateplan] = [q.get('accoms') ?? '', q.get('rooms') ?? '', q.get('rateplan') ?? ''];
  const checkInDate = q.get('checkInDate') ?? '';
  const checkOutDate = q.get('checkOutDate') ?? '';
  const adtCnt = int(q.get('adtCnt'), 1, 20);
  const chdCnt = int(q.get('chdCnt') ?? '0', 0, 20);
  const count = int(q.get('count') ?? '1', 1, 20);
  const ages = (q.get('chdAges') ?? '').split(',').filter((a) => a !== '').map((a) => int(a, 0, 17));
  if (idx < 1 || !(ORDER_TYPES as readonly string[]).includes(type) || ![accoms, rooms, rateplan].every((id) => ID.test(id))) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(checkInDate) || !/^\d{4}-\d{2}-\d{2}$/.test(checkOutDate) || !isValidDate(checkInDate) || !isValidDate(checkOutDate)) return null;
  if (checkOutDate <= checkInDate || adtCnt === null || chdCnt === null || count === null || ages.some((a) => a === null) || ages.length !== chdCnt) return null;
  const promotion = q.get('promotionIdx') ?? '';
  const promotionIdx = /^[1-9]\d{0,9}$/.test(promotion) ? Number(promotion) : undefined;
  return {
    productIdx: idx,
    type: type as OrderType,
    accoms,
    rooms,
    rateplan,
    condition: { checkInDate, checkOutDate, adtCnt, chdCnt, chdAges: ages as number[], count },
    ...(promotionIdx ? { promotionIdx } : {}),
  };
}
