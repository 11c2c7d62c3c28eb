// The member's wishes (SPEC §7 Wishes, §3 Wish list key `wishs`), each with today's price for the
// default search dates (SPEC §9: shared/dates/default-stay.ts; 2 adults, 1 room), priced live by
// the same engine as the product page, so the wishlist and the stay's page agree. The page may send
// the default dates of the traveller's own today (both or neither, each a valid day); without them
// the Korean today's default is used.
import { defaultStayDays } from '@stay/shared/dates/default-stay';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import type { Locale } from '../../../lib/locale';
import { DEFAULT_PRODUCT_IMAGE, nameOf } from '../../catalog';
import { checkCondition, koreanDay, priceStays } from '../../pricing';
import { reposOf } from '../stores';

export async function listWishes(app: FastifyInstance, userIdx: number, query: { checkInDate?: string; checkOutDate?: string }, locale: Locale) {
  const { productDetail: repo, catalogRates } = reposOf(app.database.orm);
  const today = koreanDay(app.clock());
  let dates = defaultStayDays(today);
  if (query.checkInDate || query.checkOutDate) {
    if (!query.checkInDate || !query.checkOutDate) {
      throw new AppError('INVALID_INPUT', { issues: [{ field: query.checkInDate ? 'checkOutDate' : 'checkInDate', rule: 'REQUIRED' }] });
    }
    checkCondition({ adtCnt: 2, chdCnt: 0, chdAges: [], count: 1, checkInDate: query.checkInDate, checkOutDate: query.checkOutDate }, app.clock());
    dates = { checkInDate: query.checkInDate, checkOutDate: query.checkOutDate };
  }
  const [rows, types] = await Promise.all([repo.wishList(userIdx), repo.codeNames('PRODUCT_TYPE')]);
  const condition = { checkIn: dates.checkInDate, checkOut: dates.checkOutDate, adults: 2, childAges: [], rooms: 1 };
  const priced = await priceStays(catalogRates.source, rows.map((r) => r.property.idx), condition, today);
  return {
    priceDates: dates,
    wishs: rows.map((r) => {
      const type = types.get(r.property.type);
      const shown = priced.get(r.property.idx)?.display ?? null;
      const amounts = shown?.quote.amounts;
      return {
        price: amounts ? { displayAmount: amounts.normalAmount, awesomeAmount: amounts.awesomeAmount, soldOut: shown.soldOut } : null,
        productIdx: r.property.idx,
        productName: nameOf(r.property, locale),
        productType: type ? nameOf(type, locale) : r.property.type,
        productImg: r.img ?? DEFAULT_PRODUCT_IMAGE,
        avail: true,
        city: nameOf(r.city, locale),
        star: r.property.star,
        eventTag: r.eventCount > 0,
        hashTag: [],
      };
    }),
  };
}
