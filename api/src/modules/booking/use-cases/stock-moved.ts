// Booking and payment call this after they move a stay's stock (lib/stock-events.ts): the search
// caches drop that stay's city. It never fails the booking: at worst every city is dropped.
import type { Repositories } from '../../../repositories';
import { stockChanged } from '../../../lib/stock-events';

export async function stockMoved(repos: Repositories, productIdx: number): Promise<void> {
  let city: number | null = null;
  try {
    city = await repos.catalog.cityOfStay(productIdx);
  } catch {
    // fall through: drop them all
  }
  stockChanged(city ?? undefined);
}
