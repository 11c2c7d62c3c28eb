// A stay's own deal on sale now (one with an event page, rules/event-page.ts) with the deal price
// its page shows (offer.ts), so the stay page can point to the deal with that price.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { namesOf, pick } from '../../../lib/localize';
import { EVENT_PAGE_PREFIX } from '../rules/event-page';
import { saleWindow } from '../rules/sale-window';
import { reposOf } from '../stores';
import { dealOffer } from './offer';

export interface OpenDeal {
  idx: number;
  eventUrl: string;
  eventTitle: string;
  discountRate: number;
  closesAt: string;
  /** The deal page's price for its first bookable night (null when nothing is on sale then). */
  dealAmount: number | null;
  memberDealAmount: number | null;
}

/** The stay's open deal that closes first (null when none is on sale). */
export async function openDealOfStay(app: FastifyInstance, productIdx: number, locale: Locale, now: Date): Promise<OpenDeal | null> {
  const rows = await reposOf(app.database.orm).deals.dealsOfStay(productIdx, EVENT_PAGE_PREFIX);
  for (const e of rows) {
    const window = saleWindow(e, now);
    if (window.state !== 'OPEN') continue;
    const offer = await dealOffer(app, e, now);
    return {
      idx: e.idx,
      eventUrl: e.eventUrl,
      eventTitle: pick(namesOf(e, 'title'), locale),
      discountRate: e.discountRate,
      closesAt: window.closesAt,
      dealAmount: offer?.dealAmount ?? null,
      memberDealAmount: offer?.memberDealAmount ?? null,
    };
  }
  return null;
}
