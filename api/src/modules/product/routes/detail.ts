// POST /v2/products/{productIdx} (SPEC §7 Products, §3 Accommodation detail): the stay, its
// images (at most 100, a default when none), location, facilities by category, detail info,
// events, the price block for the condition and the review summary; favoriteProductIdx when the
// calling member wished it.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import { optionalMember } from '../../../plugins/auth';
import { checkCondition, ConditionBody, IdParams, koreanToday } from '../../pricing';
import { eventView } from './events';
import { lowestPrices, roomPlans } from '../use-cases/room-plans';
import { DEFAULT_PRODUCT_IMAGE, FACILITY_CATEGORY_NAMES, nameOf, pick, policies, productNotFound } from '../../catalog';
import { reposOf } from '../stores';

const Params = IdParams('productIdx');

/** The member calling, if any: the page is public, the wish flag is per member. */
export async function detailRoutes(app: FastifyInstance): Promise<void> {
  const repo = reposOf(app.database.orm).productDetail;

  app.post('/v2/products/:productIdx', { schema: { params: Params, body: ConditionBody } }, async (request) => {
    const { productIdx } = request.params as { productIdx: number };
    const now = app.clock();
    const condition = checkCondition(request.body as v.InferOutput<typeof ConditionBody>, now);
    const today = koreanToday(now);
    const { locale } = request;
    const found = await repo.property(productIdx);
    if (!found) throw productNotFound(locale, productIdx);
    const p = found.property;

    const [images, facilities, events, types, rooms, userIdx] = await Promise.all([
      repo.images(productIdx),
      repo.facilities(productIdx),
      repo.events(productIdx, today),
      repo.codeNames('PRODUCT_TYPE'),
      roomPlans(app, productIdx, condition, locale, today),
      optionalMember(app, request),
    ]);
    const wished = userIdx !== null && (await repo.isWished(userIdx, productIdx));
    const type = types.get(p.type);
    const address = nameOf({ nameKo: p.addressKo, nameEn: p.addressEn, nameJa: p.addressJa }, locale);

    const byCategory = new Map<string, { facName: string; facImg: string; code: string }[]>();
    for (const f of facilities) byCategory.set(f.category, [...(byCategory.get(f.category) ?? []), { facName: nameOf(f, locale), facImg: f.iconPath, code: f.code }]);

    const img = images.length > 0 ? images.map((i) => ({ idx: i.idx, productIdx, sort: i.sort, imgLink: i.path })) : [{ idx: 0, productIdx, sort: 0, imgLink: DEFAULT_PRODUCT_IMAGE }];
    const eventList = events.map((e) => eventView(e, locale));
    const starAvg = p.reviewCount > 0 ? (p.starOne + 2 * p.starTwo + 3 * p.starThree + 4 * p.starFour + 5 * p.starFive) / p.reviewCount : 0;

    return ok({
      info: {
        idx: p.idx,
        productName: nameOf(p, locale),
        productNameEn: p.nameEn,
        productType: p.type,
        productTypeName: type ? nameOf(type, locale) : p.type,
        productTypeNames: type ? [nameOf(type, locale)] : [],
        star: p.star,
        phone: p.phone,
        fax: '',
        chain: p.chain,
        brand: p.brand,
        nationCode: p.nationCode,
        cityCode: found.cityCode,
        channelCode: p.channelCode,
      },
      img,
      location: { lat: p.lat, lng: p.lng, address, area: nameOf(found.area, locale), city: nameOf(found.city, locale) },
      facilities: [...byCategory.entries()].map(([category, items]) => ({
        category,
        categoryName: FACILITY_CATEGORY_NAMES[category] ? pick(FACILITY_CATEGORY_NAMES[category], locale) : category,
        items,
      })),
      detailInfo: {
        checkIn: p.checkInTime,
        checkOut: p.checkOutTime,
        description: nameOf({ nameKo: p.descriptionKo, nameEn: p.descriptionEn, nameJa: p.descriptionJa }, locale),
        policies: policies(p.checkInTime, p.checkOutTime, locale),
      },
      event: eventList[0] ?? null,
      eventIdx: eventList[0]?.idx ?? null,
      stayFesta: false,
      prices: lowestPrices(rooms),
      reviews: { reviewCount: p.reviewCount, starAvg: Math.round(starAvg * 10) / 10, reviewScore: p.reviewScore / 10 },
      favoriteProductIdx: wished ? productIdx : null,
      condition: { ...condition, terms: condition.nights },
    });
  });
}
