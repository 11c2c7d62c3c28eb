// Stay names in ko / en / ja from brands, descriptors and places ("Daon Stay Haeundae" /
// "다온스테이 해운대" / "ダオンステイ 海雲台"; "Busan Harbor Hotel" / "부산 하버 호텔" / "釜山ハーバーホテル").
import type { PropertyType } from '../../../db/schema/catalog/constants';
import type { Rng } from '../../../db/seed/random';
import { chance } from './helpers';
import { BRANCHES, BRANDS, DESCRIPTORS, RYOKAN_NAMES, TYPE_WORDS, type Brand, type Words } from './names-data';

export interface StayName {
  words: Words;
  brand?: Brand;
}

interface Place {
  city: Words;
  area: Words;
}

// Japanese runs katakana words together; Korean and English separate them with spaces.
const join = (parts: Words[]): Words => [parts.map((p) => p[0]).join(' '), parts.map((p) => p[1]).join(' '), parts.map((p) => p[2]).join('')];

function independent(rng: Rng, type: PropertyType, place: Place): Words {
  const typeWord = TYPE_WORDS[type];
  const desc = rng.pick(DESCRIPTORS);
  if (type === 'RYOKAN') {
    const name = rng.pick(RYOKAN_NAMES);
    return [`${place.area[0]} 료칸 ${name[0]}`, `Ryokan ${name[1]} ${place.area[1]}`, `${place.area[2]} 旅館${name[2]}`];
  }
  if (type === 'GUESTHOUSE' || type === 'HOSTEL') return join([desc, typeWord, place.area]);
  const roll = rng.next();
  if (roll < 0.4) return join([place.area, desc, typeWord]);
  if (roll < 0.6 && type !== 'PENSION' && type !== 'POOLVILLA') return join([typeWord, desc, place.area]);
  if (roll < 0.8 && place.city[1] !== place.area[1]) return join([place.city, desc, typeWord]);
  let second = rng.pick(DESCRIPTORS);
  if (second === desc) second = DESCRIPTORS[(DESCRIPTORS.indexOf(desc) + 1) % DESCRIPTORS.length]!;
  return join([desc, second, typeWord]);
}

export function brandFor(rng: Rng, type: PropertyType, nation: string): Brand | undefined {
  if (type !== 'HOTEL' && type !== 'RESORT') return undefined;
  if (!chance(rng, 0.3)) return undefined;
  const fits = BRANDS.filter((b) => b.type === type && b.nations.includes(nation));
  return fits.length > 0 ? rng.pick(fits) : undefined;
}

/** A name not yet in `taken` (English names are the key); branches and numbers break ties. */
export function nameStay(rng: Rng, type: PropertyType, place: Place, brand: Brand | undefined, taken: Set<string>): StayName {
  const candidate = (): Words => (brand ? join([brand.words, place.area]) : independent(rng, type, place));
  let words = candidate();
  for (let tries = 0; taken.has(words[1]) && tries < 3 && !brand; tries += 1) words = candidate();
  if (taken.has(words[1])) {
    const base = words;
    for (const branch of BRANCHES) {
      words = join([base, branch]);
      if (!taken.has(words[1])) break;
    }
    for (let n = 2; taken.has(words[1]); n += 1) words = [`${base[0]} ${n}호점`, `${base[1]} No.${n}`, `${base[2]} ${n}号館`];
  }
  taken.add(words[1]);
  return { words, brand };
}
