// The supplier interface (DESIGN §3 "External channels"), modelled on wholesale hotel APIs
// (search / check rate / book / retrieve / cancel, as Hotelbeds, Expedia Rapid or Agoda expose
// them): SHOP lists a stay's rates, PRICE CHECK re-prices one rate for the condition right before
// booking (price changed, sold out), BOOK is keyed by our order number (an idempotency key: the
// same number never books twice), and a booking whose answer was lost (timeout) is found again
// with RETRIEVE. README.md beside this file.
import type { CheckedCondition } from '../pricing';

/** The stay condition a supplier prices (SPEC §3 Condition, already checked). */
export type SupplierCondition = Pick<CheckedCondition, 'checkInDate' | 'checkOutDate' | 'adtCnt' | 'chdAges' | 'count' | 'nights'>;

export interface SupplierStay {
  productIdx: number;
  /** The stay's id at the supplier (properties.external_id). */
  externalId: string | null;
}

/** One bookable rate of a stay (integer KRW for the whole stay, all rooms). */
export interface SupplierRate {
  rateKey: string;
  roomIdx: number;
  ratePlanIdx: number;
  totalAmount: number | null;
  available: boolean;
}

export type PriceCheckResult = { status: 'AVAILABLE'; available: true; rateKey: string; totalAmount: number } | { status: 'SOLD_OUT'; available: false };

export interface BookRequest {
  /** Our order number: the idempotency key of the booking at the supplier. */
  orderNum: string;
  rate: { rateKey: string; condition: SupplierCondition };
  guest: { name: string; email: string; tel: string };
  /** What we pay the supplier: the price-checked total (a rate key holds its price, as wholesale keys do). */
  amount: number;
}

export type BookResult = { status: 'CONFIRMED'; confirmNum: string } | { status: 'FAILED'; code: string };

export type RetrieveResult =
  | { status: 'CONFIRMED'; confirmNum: string }
  | { status: 'FAILED'; code: string }
  | { status: 'PENDING' }
  | { status: 'NOT_FOUND' }
  | { status: 'CANCELLED'; refundAmount: number };

export type CancelResult =
  | { status: 'CANCELLED'; refundAmount: number; cancelledAt: Date }
  | { status: 'NOT_FOUND' }
  /** The supplier has the order but never booked it (refused). */
  | { status: 'NOT_BOOKED'; code: string }
  /** Booked, and the supplier will not cancel it (e.g. its own non-refundable terms). */
  | { status: 'NOT_CANCELLABLE'; code: string };

/** The supplier did not answer in time: the call may or may not have taken effect there. */
export class SupplierTimeout extends Error {
  constructor(
    readonly channelCode: string,
    readonly operation: string,
  ) {
    super(`supplier ${channelCode} did not answer ${operation} in time`);
    this.name = 'SupplierTimeout';
  }
}

export interface Supplier {
  readonly channelCode: string;
  shop(stay: SupplierStay, condition: SupplierCondition): Promise<SupplierRate[]>;
  priceCheck(rateKey: string, condition: SupplierCondition): Promise<PriceCheckResult>;
  /** Throws SupplierTimeout when no answer came: retrieve(orderNum) tells what happened. */
  book(request: BookRequest): Promise<BookResult>;
  retrieve(orderNum: string): Promise<RetrieveResult>;
  cancel(orderNum: string): Promise<CancelResult>;
}

/** The rate key of one rate plan at one channel (our ids: the simulated suppliers share our catalogue). */
export function rateKeyOf(channelCode: string, productIdx: number, roomIdx: number, ratePlanIdx: number): string {
  return `${channelCode}:${productIdx}:${roomIdx}:${ratePlanIdx}`;
}

export function parseRateKey(rateKey: string): { channelCode: string; productIdx: number; roomIdx: number; ratePlanIdx: number } | null {
  const match = /^([a-z]{3}):(\d{1,10}):(\d{1,10}):(\d{1,10})$/.exec(rateKey);
  if (!match) return null;
  return { channelCode: match[1]!, productIdx: Number(match[2]), roomIdx: Number(match[3]), ratePlanIdx: Number(match[4]) };
}

/** Awaits `work`, or throws SupplierTimeout after `ms` (the work itself may still finish later). */
export async function withTimeout<T>(work: Promise<T>, ms: number, channelCode: string, operation: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SupplierTimeout(channelCode, operation)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
