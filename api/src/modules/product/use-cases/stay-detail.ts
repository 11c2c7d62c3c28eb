// The stay page (SPEC §7 POST /v2/products/{productIdx}, §3 Accommodation detail): the stay, its
// images (at most 100, a default when none), location, facilities by category, detail info,
// events, the price block for the condition and the review summary; favoriteProductIdx when the
// calling member wished it; the deal the page was opened from (its prices) and the stay's deal on
// sale (a link to it). The page is public: `member` says who calls, if anyone, and is asked
// alongside the stay's reads.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { DEFAULT_PRODUCT_IMAGE, FACILITY_CATEGORY_NAMES, nameOf, pick, policies, productNotFound, starAverage } from '../../catalog';
import { checkCondition, koreanToday } from '../../pricing';
import type { StayPageBodyInput } from '../rules/stay-page-body';
import { reposOf } from '../stores';
import { eventView } from './event-view';
import { lowestPrices, roomPlans } from './room-plans';
import { lowestWithDeal, stayPageDeal } from './stay-deal-prices';
import { openDealOfStay } from '../../deals';

export interface StayDetailRequest {
  productIdx: number;
  /** The condition, and the event deal the page was opened from (its price block then shows the deal price). */
  body: StayPageBodyInput;
  /** The member calling, or null for a visitor. */
  member: () => Promise<number | null>;
  locale: Locale;
}

export async function stayDetail(app: FastifyInstance, { productIdx, body, member, locale }: StayDetailRequest) {
  const repo = reposOf(app.database.orm).productDetail;
  const now = app.clock();
  const { promotionIdx, ...stay } = body;
  const condition = checkCondition(stay, now);
  const today = koreanToday(now);
  const found = await repo.property(productIdx);
  if (!found) throw productNotFound(locale, productIdx);
  const p = found.property;

  const [images, facilities, events, types, rooms, userIdx, deal, openDeal] = await Promise.all([
    repo.images(productIdx),
    repo.facilities(productIdx),
    repo.events(productIdx, today),
    repo.codeNames('PRODUCT_TYPE'),
    roomPlans(app, productIdx, condition, locale, today),
    member(),
    stayPageDeal(app, productIdx, promotionIdx, condition),
    openDealOfStay(app, productIdx, locale, now),
  ]);
  const wished = userIdx !== null && (await repo.isWished(userIdx, productIdx));
  const type = types.get(p.type);
  const address = nameOf({ nameKo: p.addressKo, nameEn: p.addressEn, nameJa: p.addressJa }, locale);

  const byCategory = new Map<string, { facName: string; facImg: string; code: string }[]>();
  for (const f of facilities) byCategory.set(f.category, [...(byCategory.get(f.category) ?? []), { facName: nameOf(f, locale), facImg: f.iconPath, code: f.code }]);

  const img = images.length > 0 ? images.map((i) => ({ idx: i.idx, productIdx, sort: i.sort, imgLink: i.path })) : [{ idx: 0, productIdx, sort: 0, imgLink: DEFAULT_PRODUCT_IMAGE }];
  const eventList = events.map((e) => eventView(e, locale));

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
    prices: lowestWithDeal(lowestPrices(rooms), deal),
    promotion: deal,
    // The site's own deal on sale for this stay: the page points to it with its page's price.
    openDeal,
    reviews: { reviewCount: p.reviewCount, starAvg: starAverage(p), reviewScore: p.reviewScore / 10 },
    favoriteProductIdx: wished ? productIdx : null,
    condition: { ...condition, terms: condition.nights },
  };
}
