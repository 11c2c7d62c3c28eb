// The member's wish for a stay, on or off.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { productNotFound } from '../../catalog';
import { reposOf } from '../stores';

export async function toggleWish(app: FastifyInstance, userIdx: number, productIdx: number, locale: Locale) {
  const repo = reposOf(app.database.orm).productDetail;
  if (!(await repo.property(productIdx))) throw productNotFound(locale, productIdx);
  const wished = await repo.toggleWish(userIdx, productIdx);
  return { productIdx, wished, favoriteProductIdx: wished ? productIdx : null };
}
