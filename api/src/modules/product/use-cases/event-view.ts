// A stay's promotion as the stay page and its promotions list show it (SPEC §3 Promotion).
import type { EventRow } from '../../../db/schema/catalog';
import type { Locale } from '../../../lib/locale';

export function eventView(e: EventRow, locale: Locale) {
  const title = locale === 'en' ? e.titleEn : locale === 'ja' ? e.titleJa : e.titleKo;
  const sub = locale === 'en' ? e.subTitleEn : locale === 'ja' ? e.subTitleJa : e.subTitleKo;
  return {
    idx: e.idx,
    eventTitle: title,
    eventSubTitle: sub,
    eventUrl: e.eventUrl,
    productImg: e.imgPath,
    saleTerm: `${e.saleStartDate} ~ ${e.saleEndDate}`,
    saleStartDate: e.saleStartDate,
    saleEndDate: e.saleEndDate,
    stayStartDate: e.stayStartDate,
    stayEndDate: e.stayEndDate,
    discountRate: e.discountRate,
    discountPrice: e.discountPrice,
  };
}
