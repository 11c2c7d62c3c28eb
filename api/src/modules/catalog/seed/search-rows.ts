// Rows of search_entries (db/schema/catalog/search-entries.ts): every city, area, sub-area and stay
// with its names, the parent text shown under it, and its search keys.
import type { searchEntries } from '../../../db/schema/catalog';
import { gramsOfNames, normalizeSearchText } from '../store/search-text';
import type { Stay } from './generate-stays';
import { NATIONS, type SeededCity } from './locations';

type Row = typeof searchEntries.$inferInsert;
type Names = { ko: string; en: string; ja: string };

function keys(names: Names, aliases: readonly string[] = []) {
  const namesLc = [...new Set([names.ko, names.en, names.ja, ...aliases].map(normalizeSearchText).filter((n) => n !== ''))];
  return { namesLc, haystack: namesLc.join('\n'), grams: gramsOfNames(namesLc) };
}

// "Seoul, South Korea" / "서울, 대한민국" / "ソウル、韓国" (SPEC §3 Keyword search result subText).
const under = (child: Names, parent: Names) => ({ subKo: `${child.ko}, ${parent.ko}`, subEn: `${child.en}, ${parent.en}`, subJa: `${child.ja}、${parent.ja}` });

export function searchRows(cities: SeededCity[], stays: Stay[]): Row[] {
  const rows: Row[] = [];
  const perArea = new Map<number, number>();
  const perSub = new Map<number, number>();
  for (const s of stays) {
    perArea.set(s.area.idx, (perArea.get(s.area.idx) ?? 0) + 1);
    if (s.sub) perSub.set(s.sub.idx, (perSub.get(s.sub.idx) ?? 0) + 1);
  }
  for (const city of cities) {
    const nation = NATIONS.find((n) => n.code === city.nation)!;
    const base = { kind: 'location' as const, nationCode: city.nation, cityCode: city.code };
    rows.push({
      ...base, refIdx: city.idx, level: 'city', nameKo: city.ko, nameEn: city.en, nameJa: city.ja,
      subKo: nation.ko, subEn: nation.en, subJa: nation.ja, ...keys(city, city.aliases), popularity: city.weight * 1000,
    });
    for (const area of city.areas) {
      rows.push({
        ...base, refIdx: area.idx, level: 'area', areaCode: area.fullCode, nameKo: area.ko, nameEn: area.en, nameJa: area.ja,
        ...under(city, nation), ...keys(area), popularity: city.weight * 20 + (perArea.get(area.idx) ?? 0),
      });
      for (const sub of area.subs) {
        rows.push({
          ...base, refIdx: sub.idx, level: 'sub_area', areaCode: area.fullCode, subAreaCode: sub.fullCode, nameKo: sub.ko, nameEn: sub.en, nameJa: sub.ja,
          ...under(area, city), ...keys(sub), popularity: city.weight * 10 + (perSub.get(sub.idx) ?? 0),
        });
      }
    }
  }
  for (const s of stays) {
    const names = { ko: s.row.nameKo, en: s.row.nameEn, ja: s.row.nameJa };
    rows.push({
      kind: 'product', refIdx: s.row.idx, nationCode: s.city.nation, cityCode: s.city.code, areaCode: s.area.fullCode, subAreaCode: s.sub?.fullCode ?? '',
      nameKo: names.ko, nameEn: names.en, nameJa: names.ja, ...under(s.sub ?? s.area, s.sub ? s.area : s.city), ...keys(names), popularity: s.row.popularity ?? 0,
    });
  }
  return rows;
}
