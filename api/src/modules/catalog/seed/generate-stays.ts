// Stays: where each one is, its type, stars, name, address, channel, images and facilities.
// Ids are assigned here (1..N, city by city) so children link without a round trip.
import type { ChannelCode } from '@stay/shared/constants/channels';
import type { PropertyType } from '../../../db/schema/catalog/constants';
import type { properties, propertyImages, propertyFacilities } from '../../../db/schema/catalog';
import type { Rng } from '../../../db/seed/random';
import { address, description, phone } from './addresses';
import { PRODUCT_TYPE_WORDS } from './content-data';
import { FACILITIES, FACILITY_CHANCES } from './facilities-data';
import { apportion, chance, mediaPath } from './helpers';
import type { SeededArea, SeededCity, SeededSubArea } from './locations';
import type { Words } from './names-data';
import { brandFor, nameStay } from './names';
import { basePrice, pickStar, pickType } from './property-profile';

export interface Stay {
  row: typeof properties.$inferInsert & { idx: number };
  city: SeededCity;
  area: SeededArea;
  sub: SeededSubArea | undefined;
  type: PropertyType;
  star: number;
  /** A standard room for two, one night (KRW, unrounded). */
  base: number;
  /** 0-1: how much travellers like it; drives reviews and popularity. */
  appeal: number;
  facilityCodes: Set<string>;
}

const DOMESTIC_CHANNELS: ChannelCode[] = ['alr', 'prm', 'tln', 'ona'];
const INTERNATIONAL_CHANNELS: ChannelCode[] = ['dia', 'ohl', 'dai', 'exa', 'exb', 'hos'];
const FACILITY_IDX = new Map(FACILITIES.map((f) => [f.code, f.idx]));

const words = (x: { ko: string; en: string; ja: string }): Words => [x.ko, x.en, x.ja];

function channelOf(rng: Rng, nation: string): ChannelCode | null {
  // SPEC §3 channels: most stays are our own inventory; the rest come from suppliers.
  if (nation === 'KR') return chance(rng, 0.88) ? null : rng.pick(DOMESTIC_CHANNELS);
  return chance(rng, 0.65) ? null : rng.pick(INTERNATIONAL_CHANNELS);
}

function placeIn(rng: Rng, city: SeededCity): { area: SeededArea; sub: SeededSubArea | undefined } {
  const weights = city.areas.map((a, i) => (a.featured ? 2 : 1) * (1 + (city.areas.length - i) / city.areas.length));
  let roll = rng.next() * weights.reduce((s, w) => s + w, 0);
  let area = city.areas[city.areas.length - 1]!;
  for (let i = 0; i < city.areas.length; i += 1) {
    roll -= weights[i]!;
    if (roll < 0) {
      area = city.areas[i]!;
      break;
    }
  }
  const sub = area.subs.length > 0 && chance(rng, 0.65) ? rng.pick(area.subs) : undefined;
  return { area, sub };
}

function facilitiesFor(rng: Rng, type: PropertyType, star: number): Set<string> {
  const codes = new Set(['WIFI', 'AIRCON']);
  for (const [code, p] of Object.entries(FACILITY_CHANCES[type])) if (chance(rng, Math.min(1, p * (star >= 4 ? 1.3 : 1)))) codes.add(code);
  return codes;
}

function exteriorScene(type: PropertyType, city: SeededCity): string {
  if (type === 'POOLVILLA') return 'pool';
  if (type === 'RYOKAN') return 'onsen';
  if (type === 'RESORT' && city.kind === 'resort') return city.scene === 'island' ? 'island' : 'beach';
  return city.scene;
}

export function generateStays(total: number, cities: SeededCity[], random: (name: string) => Rng): Stay[] {
  const counts = apportion(total, cities.map((c) => c.weight));
  const taken = new Set<string>();
  const stays: Stay[] = [];
  cities.forEach((city, ci) => {
    const rng = random(`catalog:stays:${city.code}`);
    for (let n = 0; n < counts[ci]!; n += 1) {
      const idx = stays.length + 1;
      const { area, sub } = placeIn(rng, city);
      const type = pickType(rng, city.nation, city.kind);
      const brand = brandFor(rng, type, city.nation);
      const star = brand ? brand.stars : pickStar(rng, type);
      const place = { city: words(city), area: words(sub ?? area) };
      const name = nameStay(rng, type, place, brand, taken);
      const addr = address(rng, city.nation, words(city), words(area));
      const desc = description(rng, PRODUCT_TYPE_WORDS[type], words(city), words(area));
      const centre = sub ?? area;
      const channelCode = channelOf(rng, city.nation);
      stays.push({
        city,
        area,
        sub,
        type,
        star,
        base: basePrice(rng, type, star, city.nation, city.code),
        appeal: rng.next(),
        facilityCodes: facilitiesFor(rng, type, star),
        row: {
          idx,
          nameKo: name.words[0],
          nameEn: name.words[1],
          nameJa: name.words[2],
          type,
          star,
          phone: phone(rng, city.nation),
          addressKo: addr[0],
          addressEn: addr[1],
          addressJa: addr[2],
          lat: Math.round((centre.lat + (rng.next() - 0.5) * 0.02) * 1e6) / 1e6,
          lng: Math.round((centre.lng + (rng.next() - 0.5) * 0.02) * 1e6) / 1e6,
          nationCode: city.nation,
          cityIdx: city.idx,
          areaIdx: area.idx,
          subAreaIdx: sub?.idx ?? null,
          channelCode,
          externalId: channelCode ? `${channelCode.toUpperCase()}-${100000 + idx}` : null,
          checkInTime: type === 'RYOKAN' ? '15:00' : rng.pick(['14:00', '15:00', '15:00', '16:00']),
          checkOutTime: rng.pick(['10:00', '11:00', '11:00', '12:00']),
          chain: brand?.chain ?? '',
          brand: brand?.words[1] ?? '',
          descriptionKo: desc[0],
          descriptionEn: desc[1],
          descriptionJa: desc[2],
        },
      });
    }
  });
  return stays;
}

export function imagesOf(stay: Stay, rng: Rng): (typeof propertyImages.$inferInsert)[] {
  const idx = stay.row.idx;
  const scenes = [exteriorScene(stay.type, stay.city), 'lobby', 'room', 'room'];
  if (stay.facilityCodes.has('POOL')) scenes.push('pool');
  if (stay.facilityCodes.has('BREAKFAST') || stay.facilityCodes.has('RESTAURANT')) scenes.push('food');
  if (stay.facilityCodes.has('ONSEN')) scenes.push('onsen');
  scenes.push(stay.city.scene === 'night' ? 'city' : 'night');
  const count = Math.min(scenes.length, 5 + rng.int(0, 3));
  return scenes.slice(0, count).map((scene, sort) => ({ propertyIdx: idx, sort, path: mediaPath(scene, idx * 16 + sort) }));
}

export function facilityRowsOf(stay: Stay): (typeof propertyFacilities.$inferInsert)[] {
  return [...stay.facilityCodes].map((code) => ({ propertyIdx: stay.row.idx, facilityIdx: FACILITY_IDX.get(code)! }));
}
