import type { FastifyInstance } from 'fastify';
import type { OrderRow } from '../../../db/schema/orders';
import type { Locale } from '../../../lib/locale';

/**
 * A payment of a booking that is not the booking's own: an extra paid later from the voucher
 * (extra bed ...). The gateway returns every payment to the same confirm and fail URLs, so the
 * confirm and fail use cases ask the extras first; the voucher module answers (mounts.ts passes it
 * in), and the booking stays below the module that builds on it. Each returns null when the key
 * is not an extra's.
 */
export interface ExtraPayments {
  /** `orderId`: Toss's success URL names the attempt by its own orderId (its key is new to us). */
  confirm(app: FastifyInstance, order: OrderRow, body: { paymentKey: string; amount: number; orderId?: string }, locale: Locale): Promise<object | null>;
  fail(app: FastifyInstance, order: OrderRow, paymentKey: string, locale: Locale): Promise<object | null>;
}
