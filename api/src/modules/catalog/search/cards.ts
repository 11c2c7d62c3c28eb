// ProductCard (docs/api/content-search.md): what a result, a recommended stay or a theme's stay
// shows, in the request's language.
import type { Locale } from '../../../lib/locale';
import type { StaySummary } from '../store/catalog';
import { pick } from '../../../lib/localize';
import type { CatalogIndex } from './catalog-index';
import type { StayPrice } from './price-city';

export interface ProductCard {
  productIdx: number;
  productName: string;
  productNameEn: string;
  productType: string;
  productTypeName: string;
  star: number;
  area: string;
  nationCode: string;
  cityCode: string;
  imgUrl: string;
  reviewScore: number;
  reviewCount: number;
  /** Our own reviews' average out of 5: the badge's scale (reviewScore is the same out of 10, for the filter and sort). */
  starAvg: number;
  nights: number;
  prices: { displayAmount: number; awesomeAmount: number; awesomePer: number; perNight: number } | null;
  freeCancel: boolean;
  soldOut: boolean;
  /** Where the stay is, for the results map. */
  location: { lat: number; lng: number };
}

export function toCard(stay: StaySummary, price: StayPrice | null, nights: number, index: CatalogIndex, locale: Locale): ProductCard {
  const area = index.byIdx.get(stay.areaIdx);
  const city = index.byIdx.get(stay.cityIdx);
  const typeName = index.typeNames.get(stay.type);
  return {
    productIdx: stay.idx,
    productName: pick(stay.names, locale),
    productNameEn: stay.names.en,
    productType: stay.type,
    productTypeName: typeName ? pick(typeName, locale) : stay.type,
    star: stay.star,
    area: area ? pick(area.names, locale) : '',
    nationCode: stay.nationCode,
    cityCode: city?.code ?? '',
    imgUrl: stay.imgPath,
    reviewScore: stay.reviewScore / 10,
    reviewCount: stay.reviewCount,
    starAvg: stay.starAvg,
    nights,
    prices: price ? { displayAmount: price.displayAmount, awesomeAmount: price.awesomeAmount, awesomePer: price.awesomePer, perNight: price.perNight } : null,
    // Without a price there is no plan to cancel; a sold-out stay keeps its plan's rule.
    freeCancel: price?.freeCancel ?? false,
    soldOut: price === null || price.soldOut,
    location: { lat: stay.lat, lng: stay.lng },
  };
}
