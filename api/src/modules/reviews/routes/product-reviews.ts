// GET /v1/reviews/products/{idx} (SPEC §7 Reviews, §3 Review content / Review counts / External
// rating): newest first, paged, with the star histogram. Search robots never call it (SPEC §6:
// the page does not load reviews for them).
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import { msg } from '../../../lib/fields';
import { IdParams } from '../../pricing';
import { markupPercent } from '../../product';
import { productNotFound } from '../../catalog';
import { pick } from '../../../lib/localize';
import { reposOf } from '../stores';

const num = (max: number) => v.pipe(v.string(msg('TYPE')), v.regex(/^\d{1,6}$/, msg('NUMBER')), v.transform(Number), v.maxValue(max, msg('INVALID')));
const Query = v.strictObject({ page: v.optional(num(100_000), '0'), size: v.optional(v.pipe(num(50), v.minValue(1, msg('INVALID'))), '10') });

const maskName = (name: string) => (name.length <= 1 ? name : `${name.charAt(0)}${'*'.repeat(Math.min(3, name.length - 1))}`);

/**
 * SPEC §3 External rating. We have no external feed: it is SIMULATED from our own score (0-10),
 * each aspect shifted by a fixed -0.6..+0.6 per stay, so it is stable and plausibly close to ours.
 */
export function externalRating(productIdx: number, score10: number, reviewCount: number) {
  if (reviewCount === 0) return null;
  const aspect = (name: string) => Math.max(0, Math.min(10, Math.round((score10 + (markupPercent(productIdx, name, '') - 9) / 10) * 10) / 10));
  return {
    reviewCnt: reviewCount * 3 + (markupPercent(productIdx, 'cnt', '') - 3) * 7,
    overall: aspect('overall'),
    cleanliness: aspect('cleanliness'),
    service: aspect('service'),
    comfort: aspect('comfort'),
    condition: aspect('condition'),
    location: aspect('location'),
    neighborhoodRating: aspect('neighborhood'),
    qualityRating: aspect('quality'),
    valueRating: aspect('value'),
    amenitiesRating: aspect('amenities'),
    recommendationPer: Math.min(100, Math.round(score10 * 10)),
    simulated: true,
  };
}

export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const repo = reposOf(app.database.orm).productDetail;
  app.get('/v1/reviews/products/:idx', { schema: { params: IdParams('idx'), querystring: Query } }, async (request) => {
    const { idx } = request.params as { idx: number };
    const { page, size } = request.query as v.InferOutput<typeof Query>;
    const found = await repo.property(idx);
    if (!found) throw productNotFound(request.locale, idx);
    const p = found.property;
    const [{ total, rows }, starSum, { rooms }] = await Promise.all([repo.reviews(idx, page, size), repo.starSum(idx), repo.roomsAndPlans(idx)]);
    // A review keeps the room's Korean name; shown in the request's language when the stay still
    // has that room (no Korean room names in English and Japanese review lines).
    const roomNames = new Map(rooms.map((room) => [room.nameKo, { ko: room.nameKo, en: room.nameEn, ja: room.nameJa }]));
    const roomName = (name: string) => {
      const names = roomNames.get(name);
      return names ? pick(names, request.locale) : name;
    };
    return ok({
      reviewCnt: total,
      page,
      size,
      reviews: rows.map((r) => ({
        idx: r.idx,
        productIdx: idx,
        userName: maskName(r.userName),
        roomName: roomName(r.roomName),
        title: r.title,
        content: r.content,
        star: r.star,
        lang: r.lang,
        checkinDate: r.checkinDate,
        checkoutDate: r.checkoutDate,
        verificationSource: r.verificationSource,
        createdDt: r.createdAt.toISOString(),
      })),
      rating: {
        reviewCount: total,
        starSum,
        starAvg: total > 0 ? Math.round((starSum / total) * 10) / 10 : 0,
        starOne: p.starOne,
        starTwo: p.starTwo,
        starThree: p.starThree,
        starFour: p.starFour,
        starFive: p.starFive,
      },
      externalRating: externalRating(idx, p.reviewScore / 10, p.reviewCount),
    });
  });
}
