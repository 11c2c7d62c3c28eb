// One notice, with the previous and next in the list's order and their titles (the notice page's
// links).
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import type { Locale } from '../../../lib/locale';
import { namesOf, pick } from '../../../lib/localize';
import { reposOf } from '../stores';
import { noticeView } from './notice-view';

export async function readNotice(app: FastifyInstance, id: number, locale: Locale) {
  const { catalogContent, centre } = reposOf(app.database.orm);
  const row = await catalogContent.notice(id);
  if (!row) throw new AppError('NOT_FOUND');
  const { prev, next } = await centre.noticeNeighbours(id);
  const title = async (n: { idx: number } | null) => {
    const r = n ? await catalogContent.notice(n.idx) : null;
    return r ? { idx: r.idx, title: pick(namesOf(r, 'title'), locale) } : null;
  };
  return { notice: noticeView(row, locale), prev: await title(prev), next: await title(next) };
}
