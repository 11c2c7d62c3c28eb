// Rows of the location tables, facilities and the site content (banners, places, themes,
// notices, FAQs, common codes).
import type * as catalog from '../../../db/schema/catalog';
import type * as content from '../../../db/schema/content';
import { addDaysIso, mediaPath } from './helpers';
import { BANNERS, COMMON_CODES, THEMES, type ThemeRule } from './content-data';
import { FACILITIES } from './facilities-data';
import type { Stay } from './generate-stays';
import { NATIONS, type SeededCity } from './locations';
import { FAQ_TYPES, FAQS, NOTICES } from './support-data';

export function locationRows(cities: SeededCity[], stays: Stay[]) {
  const perArea = new Map<number, number>();
  for (const s of stays) perArea.set(s.area.idx, (perArea.get(s.area.idx) ?? 0) + 1);
  const nations: (typeof catalog.nations.$inferInsert)[] = NATIONS.map((n, sort) => ({ idx: n.idx, code: n.code, nameKo: n.ko, nameEn: n.en, nameJa: n.ja, sort, imgPath: mediaPath('city', 900 + n.idx) }));
  const cityRows: (typeof catalog.cities.$inferInsert)[] = [];
  const areaRows: (typeof catalog.areas.$inferInsert)[] = [];
  const subRows: (typeof catalog.subAreas.$inferInsert)[] = [];
  cities.forEach((c, sort) => {
    cityRows.push({ idx: c.idx, code: c.code, nationCode: c.nation, nameKo: c.ko, nameEn: c.en, nameJa: c.ja, aliases: c.aliases, lat: c.lat, lng: c.lng, imgPath: mediaPath(c.scene, c.idx), popularity: c.weight * 1000, sort });
    c.areas.forEach((a, aSort) => {
      areaRows.push({ idx: a.idx, code: a.fullCode, cityIdx: c.idx, nameKo: a.ko, nameEn: a.en, nameJa: a.ja, lat: a.lat, lng: a.lng, imgPath: mediaPath(c.scene, a.idx), featured: a.featured, popularity: perArea.get(a.idx) ?? 0, sort: aSort });
      a.subs.forEach((s, sSort) => {
        subRows.push({ idx: s.idx, code: s.fullCode, areaIdx: a.idx, nameKo: s.ko, nameEn: s.en, nameJa: s.ja, lat: s.lat, lng: s.lng, imgPath: mediaPath(c.scene, s.idx), sort: sSort });
      });
    });
  });
  return { nations, cities: cityRows, areas: areaRows, subAreas: subRows };
}

export const facilityRows = (): (typeof catalog.facilities.$inferInsert)[] =>
  FACILITIES.map((f, sort) => ({ idx: f.idx, code: f.code, category: f.category, nameKo: f.words[0], nameEn: f.words[1], nameJa: f.words[2], iconPath: `/media/icon/${f.code}.svg`, sort }));

const THEME_RULES: Record<ThemeRule, (s: Stay) => boolean> = {
  poolvilla: (s) => s.type === 'POOLVILLA',
  'ocean-resort': (s) => s.type === 'RESORT' && (s.facilityCodes.has('BEACH') || s.city.kind === 'resort'),
  'jeju-family': (s) => s.city.code === 'CJU' && (s.facilityCodes.has('KIDS_CLUB') || ['PENSION', 'POOLVILLA', 'RESORT'].includes(s.type)),
  onsen: (s) => s.type === 'RYOKAN' || s.facilityCodes.has('ONSEN'),
  'sea-pool': (s) => ['VN', 'TH', 'GU'].includes(s.city.nation) && s.facilityCodes.has('POOL'),
  'seoul-business': (s) => s.city.code === 'SEL' && s.type === 'HOTEL' && s.star >= 4,
};

export function contentRows(cities: SeededCity[], stays: Stay[], today: string) {
  const banners: (typeof content.mainBanners.$inferInsert)[] = BANNERS.map((b, sort) => ({
    titleKo: b.title[0], titleEn: b.title[1], titleJa: b.title[2], subTitleKo: b.subTitle[0], subTitleEn: b.subTitle[1], subTitleJa: b.subTitle[2],
    imgPath: mediaPath(b.scene, 500 + sort), linkUrl: b.linkUrl, sort,
  }));
  const places: (typeof content.places.$inferInsert)[] = [...cities]
    .sort((a, b) => b.weight - a.weight || a.idx - b.idx)
    .slice(0, 16)
    .map((c, sort) => ({ nameKo: c.ko, nameEn: c.en, nameJa: c.ja, nationCode: c.nation, cityCode: c.code, imgPath: mediaPath(c.scene, 700 + c.idx), sort }));
  const byPopularity = [...stays].sort((a, b) => (b.row.popularity ?? 0) - (a.row.popularity ?? 0) || a.row.idx - b.row.idx);
  const themes: (typeof content.themes.$inferInsert & { idx: number })[] = [];
  const themeProducts: (typeof content.themeProducts.$inferInsert)[] = [];
  THEMES.forEach((t, sort) => {
    const idx = sort + 1;
    themes.push({ idx, titleKo: t.title[0], titleEn: t.title[1], titleJa: t.title[2], subTitleKo: t.subTitle[0], subTitleEn: t.subTitle[1], subTitleJa: t.subTitle[2], imgPath: mediaPath(t.scene, 600 + idx), sort });
    byPopularity.filter(THEME_RULES[t.rule]).slice(0, 12).forEach((s, pSort) => themeProducts.push({ themeIdx: idx, propertyIdx: s.row.idx, sort: pSort }));
  });
  const at = (daysAgo: number, hour: number) => new Date(`${addDaysIso(today, -daysAgo)}T${String(hour).padStart(2, '0')}:00:00+09:00`);
  const notices: (typeof content.notices.$inferInsert)[] = NOTICES.map((n, i) => ({
    type: n.type, pinned: n.pinned ? 1 : 0, titleKo: n.title[0], titleEn: n.title[1], titleJa: n.title[2], contentKo: n.content[0], contentEn: n.content[1], contentJa: n.content[2],
    createdAt: at(3 + i * 9, 10), updatedAt: i % 4 === 0 ? at(1 + i * 9, 15) : null,
  }));
  const faqTypes: (typeof content.faqTypes.$inferInsert & { idx: number })[] = FAQ_TYPES.map((t, sort) => ({ idx: sort + 1, code: t.code, nameKo: t.words[0], nameEn: t.words[1], nameJa: t.words[2], sort }));
  const faqs: (typeof content.faqs.$inferInsert)[] = FAQS.map((f, i) => ({
    faqTypeIdx: faqTypes.find((t) => t.code === f.type)!.idx, titleKo: f.title[0], titleEn: f.title[1], titleJa: f.title[2],
    contentKo: f.content[0], contentEn: f.content[1], contentJa: f.content[2], sort: i, createdAt: at(200 - i * 7, 11),
  }));
  const commonCodes: (typeof content.commonCodes.$inferInsert)[] = Object.entries(COMMON_CODES).flatMap(([groupCode, codes]) =>
    codes.map(([code, nameKo, nameEn, nameJa], sort) => ({ groupCode, code, nameKo, nameEn, nameJa, sort })),
  );
  return { banners, places, themes, themeProducts, notices, faqTypes, faqs, commonCodes };
}
