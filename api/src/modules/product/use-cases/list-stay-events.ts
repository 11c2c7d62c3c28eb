// A stay's promotions whose stay period has not ended (SPEC §7, §3 Promotion); an unknown stay is
// the catalogue's not found.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { productNotFound } from '../../catalog';
import { koreanToday } from '../../pricing';
import { reposOf } from '../stores';
import { eventView } from './event-view';

export async function listStayEvents(app: FastifyInstance, productIdx: number, locale: Locale) {
  const repo = reposOf(app.database.orm).productDetail;
  if (!(await repo.property(productIdx))) throw productNotFound(locale, productIdx);
  const rows = await repo.events(productIdx, koreanToday(app.clock()));
  return { events: rows.map((e) => eventView(e, locale)) };
}
