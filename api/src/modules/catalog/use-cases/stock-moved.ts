// Booking, payment, cancellation and vouchers call this after they move a stay's stock
// (lib/stock-events.ts): the search caches of every API process drop that stay's city. It never
// fails the caller: at worst every city is dropped.
import type { Db } from '../../../db/database';
import { stockChanged } from '../../../lib/stock-events';
import { catalogStore } from '../store';

export async function stockMoved(db: Db, productIdx: number): Promise<void> {
  let city: number | null = null;
  try {
    city = await catalogStore(db).catalog.cityOfStay(productIdx);
  } catch {
    // fall through: drop them all
  }
  stockChanged(city ?? undefined);
}
