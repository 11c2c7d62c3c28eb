// A theme page: the theme's stays priced for the visitor's own condition (SPEC §7 product body)
// and the condition they were priced for; without one, as the main page prices them.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import type { Locale } from '../../../lib/locale';
import { checkCondition, koreanDay, type ConditionBodyInput } from '../../pricing';
import type { SearchStore } from '../search/search-store';
import { defaultCheckIn, oneNightForTwo, pricedCards } from '../search/short-lists';
import { reposOf } from '../stores';
import { themeView } from './theme-view';

export async function themePage(app: FastifyInstance, store: SearchStore, id: number, body: ConditionBodyInput | undefined, locale: Locale) {
  const repos = reposOf(app.database.orm);
  const now = app.clock();
  const today = koreanDay(now);
  const condition = body ? checkCondition(body, now) : null;
  const theme = await repos.catalogContent.theme(id);
  if (!theme) throw new AppError('NOT_FOUND');
  const idxs = await repos.catalogContent.themeProductIdxs(id);
  const priced = condition
    ? { checkIn: condition.checkInDate, checkOut: condition.checkOutDate, adults: condition.adtCnt, childAges: condition.chdAges, rooms: condition.count }
    : oneNightForTwo(defaultCheckIn(today));
  return {
    theme: themeView(theme, locale),
    condition: { checkInDate: priced.checkIn, checkOutDate: priced.checkOut, adtCnt: priced.adults, chdCnt: priced.childAges.length, chdAges: priced.childAges, count: priced.rooms },
    products: await pricedCards(idxs, priced, today, repos, store, locale),
  };
}
