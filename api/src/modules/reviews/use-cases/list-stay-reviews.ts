// A stay's reviews on its page (SPEC §7 Reviews, §3 Review content / Review counts / External
// rating): newest first, paged, names masked, with the star histogram and the external rating.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { pick } from '../../../lib/localize';
import { productNotFound } from '../../catalog';
import { markupPercent } from '../../product';
import { maskName } from '../rules/reviews';
import { reposOf } from '../stores';

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

export async function listStayReviews(app: FastifyInstance, idx: number, page: number, size: number, locale: Locale) {
  const repo = reposOf(app.database.orm).productDetail;
  const found = await repo.property(idx);
  if (!found) throw productNotFound(locale, idx);
  const p = found.property;
  const [{ total, rows }, starSum, { rooms }] = await Promise.all([repo.reviews(idx, page, size), repo.starSum(idx), repo.roomsAndPlans(idx)]);
  // A review keeps the room's Korean name; shown in the request's language when the stay still
  // has that room (no Korean room names in English and Japanese review lines).
  const roomNames = new Map(rooms.map((room) => [room.nameKo, { ko: room.nameKo, en: room.nameEn, ja: room.nameJa }]));
  const roomName = (name: string) => {
    const names = roomNames.get(name);
    return names ? pick(names, locale) : name;
  };
  return {
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
  };
}
