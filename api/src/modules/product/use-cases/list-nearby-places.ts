// Nearby places of a stay with their distances (rules/poi.ts). The body may repeat the stay's id
// (SPEC); when it is sent it must agree with the path.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import type { Locale } from '../../../lib/locale';
import { productNotFound } from '../../catalog';
import { nearbyPlaces } from '../rules/poi';
import { reposOf } from '../stores';

const texts = (n: { nameKo: string; nameEn: string; nameJa: string }) => ({ ko: n.nameKo, en: n.nameEn, ja: n.nameJa });

export async function listNearbyPlaces(app: FastifyInstance, productIdx: number, bodyProductIdx: number | undefined, locale: Locale) {
  if (bodyProductIdx !== undefined && bodyProductIdx !== productIdx) throw new AppError('INVALID_INPUT', { issues: [{ field: 'productIdx', rule: 'INVALID' }] });
  const found = await reposOf(app.database.orm).productDetail.property(productIdx);
  if (!found) throw productNotFound(locale, productIdx);
  const { property: p } = found;
  return { productIdx, lat: p.lat, lng: p.lng, pois: nearbyPlaces(p, texts(found.area), texts(found.city), locale) };
}
