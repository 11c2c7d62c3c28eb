// The main page's popular places: start .. end - 1 of them (start=0&end=10: the first ten).
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { namesOf, pick } from '../../../lib/localize';
import { reposOf } from '../stores';

export async function listPlaces(app: FastifyInstance, start: number, end: number, locale: Locale) {
  const { total, rows } = await reposOf(app.database.orm).catalogContent.places(start, Math.max(0, end - start));
  return {
    totalPlaceCnt: total,
    start,
    end,
    placelist: rows.map((p) => ({ placeName: pick(namesOf(p, 'name'), locale), nationCode: p.nationCode, cityCode: p.cityCode, imgUrl: p.imgPath })),
  };
}
