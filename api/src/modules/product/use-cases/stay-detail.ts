// The stay page (SPEC §7 POST /v2/products/{productIdx}, §3 Accommodation detail): the stay, its
// images (at most 100, a default when none), location, facilities by category, detail info,
// events, the price block for the condition and the review summary; favoriteProductIdx when the
// calling member wished it. The page is public: `member` says who calls, if anyone, and is asked
// alongside the stay's reads.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { DEFAULT_PRODUCT_IMAGE, FACILITY_CATEGORY_NAMES, nameOf, pick, policies, productNotFound } from '../../catalog';
import { checkCondition, koreanToday, type ConditionBodyInput } from '../../pricing';
import { reposOf } from '../stores';
import { eventView } from './event-view';
import { lowestPrices, roomPlans } from './room-plans';

export interface StayDetailRequest {
  productIdx: number;
  body: ConditionBodyInput;
  /** The member calling, or null for a visitor. */
  member: () => Promise<number | null>;
  locale: Locale;
}

export async function stayDetail(app: FastifyInstance, { productIdx, body, member, locale }: StayDetailRequest) {
  const repo = reposOf(app.database.orm).productDetail;
  const now = app.clock();
  const condition = checkCondition(body, now);
  const today = koreanToday(now);
  const found = await repo.property(productIdx);
  if (!found) throw productNotFound(locale, productIdx);
  const p = found.property;

  const [images, facilities, events, types, rooms, userIdx] = await Promise.all([
    repo.images(productIdx),
    repo.facilities(productIdx),
    repo.events(productIdx, today),
    repo.codeNames('PRODUCT_TYPE'),
    roomPlans(app, productIdx, condition, locale, today),
    member(),
  ]);
  const wished = userIdx !== null && (await repo.isWished(userIdx, productIdx));
  const type = types.get(p.type);
  const address = nameOf({ nameKo: p.addressKo, nameEn: p.addressEn, nameJa: p.addressJa }, locale);

  const byCategory = new Map<string, { facName: string; facImg: string; code: string }[]>();
  for (const f of facilities) byCategory.set(f.category, [...(byCategory.get(f.category) ?? []), { facName: nameOf(f, locale), facImg: f.iconPath, code: f.code }]);

  const img = images.length > 0 ? images.map((i) => ({ idx: i.idx, productIdx, sort: i.sort, imgLink: i.path })) : [{ idx: 0, productIdx, sort: 0, imgLink: DEFAULT_PRODUCT_IMAGE }];
  const eventList = events.map((e) => eventView(e, locale));
  const starAvg = p.reviewCount > 0 ? (p.starOne + 2 * p.starTwo + 3 * p.starThree + 4 * p.starFour + 5 * p.starFive) / p.reviewCount : 0;

  return {
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
  };
}
