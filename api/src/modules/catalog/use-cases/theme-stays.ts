// A theme's stays priced for the default search (SPEC §9: default check-in, one night, two
// adults), as the main page shows them; an unknown theme is NOT_FOUND.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import type { Locale } from '../../../lib/locale';
import { koreanDay } from '../../pricing';
import type { SearchStore } from '../search/search-store';
import { defaultCheckIn, oneNightForTwo, pricedCards } from '../search/short-lists';
import { reposOf } from '../stores';
import { themeView } from './theme-view';

export async function themeStays(app: FastifyInstance, store: SearchStore, id: number, locale: Locale) {
  const repos = reposOf(app.database.orm);
  const theme = await repos.catalogContent.theme(id);
  if (!theme) throw new AppError('NOT_FOUND');
  const today = koreanDay(app.clock());
  const idxs = await repos.catalogContent.themeProductIdxs(id);
  return {
    theme: themeView(theme, locale),
    products: await pricedCards(idxs, oneNightForTwo(defaultCheckIn(today)), today, repos, store, locale),
  };
}
