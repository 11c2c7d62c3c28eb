// External channels at quote and order time (../suppliers/README.md): a stay whose channelCode is
// not null is price-checked at its supplier right before the traveller sees the payment page and
// again when the order is made. SOLD_OUT there is our SOLD_OUT; a moved price becomes the
// quote's price (the member price and cashback follow the engine's own rules), and the order
// answers PRICE_CHANGED with it until the traveller accepts it (sends it as `amount`).
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { awesomeAmountOf, type Quote } from '../../pricing';
import { rateKeyOf, supplierFor, SupplierTimeout } from '../../suppliers';
import type { CheckedCondition } from '../../pricing';
import { bookingFail } from '../failures';
import { supplierFail } from '../supplier-failures';

export interface SupplierPrice {
  channelCode: string;
  rateKey: string;
  /** The supplier's total for the stay (our originalAmount / normal total). */
  amount: number;
  /** The price engine's total (what the product page showed). */
  engineAmount: number;
  changed: boolean;
}

interface Priceable {
  property: { idx: number; channelCode: string | null };
  room: { idx: number };
  plan: { idx: number; awesomeDiscountPct: number; cashbackPct: number };
  condition: CheckedCondition;
  quote: Quote;
  isAwesome: boolean;
  saleAmount: number;
}

/** The quote with the supplier's price applied (own inventory: unchanged, supplierPrice null). */
export async function applySupplierPrice<Q extends Priceable>(app: FastifyInstance, q: Q, locale: Locale): Promise<Q & { supplierPrice: SupplierPrice | null }> {
  const channelCode = q.property.channelCode;
  const engine = q.quote.amounts;
  if (!channelCode || !engine) return { ...q, supplierPrice: null };
  const supplier = supplierFor(app.database, app.clock, channelCode);
  if (!supplier) throw bookingFail('SOLD_OUT', locale, { stock: 0 });
  const rateKey = rateKeyOf(supplier.channelCode, q.property.idx, q.room.idx, q.plan.idx);
  let checked;
  try {
    checked = await supplier.priceCheck(rateKey, q.condition);
  } catch (error) {
    if (!(error instanceof SupplierTimeout)) throw error;
    throw supplierFail('SUPPLIER_UNAVAILABLE', locale);
  }
  if (checked.status === 'SOLD_OUT') throw bookingFail('SOLD_OUT', locale, { stock: 0 });
  const amount = checked.totalAmount;
  const supplierPrice: SupplierPrice = { channelCode: supplier.channelCode, rateKey, amount, engineAmount: engine.normalAmount, changed: amount !== engine.normalAmount };
  if (!supplierPrice.changed) return { ...q, supplierPrice };
  // The supplier's total is the normal price; the member price is the engine's rule applied to it.
  const awesomeAmount = awesomeAmountOf(amount, q.plan.awesomeDiscountPct);
  const amounts = {
    ...engine,
    normalAmount: amount,
    awesomeAmount,
    discountAmount: amount - awesomeAmount,
    cashbackAmount: Math.floor((awesomeAmount * q.plan.cashbackPct) / 100 / 10) * 10,
    perNight: Math.round(amount / Math.max(1, q.quote.nights)),
  };
  return { ...q, quote: { ...q.quote, amounts }, saleAmount: q.isAwesome ? awesomeAmount : amount, supplierPrice };
}
