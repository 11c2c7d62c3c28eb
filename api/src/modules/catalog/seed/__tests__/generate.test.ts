import { createRng } from '../../../../db/seed/random';
import { generateRooms } from '../generate-rooms';
import { generateStays } from '../generate-stays';
import { CITY_SEEDS, numberLocations } from '../locations';

const random = (name: string) => createRng(`awesomestay:${name}`);

describe('catalogue generator', () => {
  test('is deterministic: the same size gives the same stays, rooms and plans', () => {
    const a = generateStays(300, numberLocations(), random);
    const b = generateStays(300, numberLocations(), random);
    expect(b.map((s) => s.row)).toEqual(a.map((s) => s.row));
    expect(generateRooms(b, random)).toEqual(generateRooms(a, random));
  });

  test('every city gets stays, in proportion to its weight, each named in ko, en and ja', () => {
    const stays = generateStays(400, numberLocations(), random);
    const perCity = new Map<string, number>();
    for (const s of stays) perCity.set(s.city.code, (perCity.get(s.city.code) ?? 0) + 1);
    expect(perCity.size).toBe(CITY_SEEDS.length);
    expect(perCity.get('SEL')!).toBeGreaterThan(perCity.get('GJU')!);
    expect(new Set(stays.map((s) => s.row.nameEn)).size).toBe(stays.length);
    for (const s of stays) {
      expect(s.row.nameKo && s.row.nameEn && s.row.nameJa).toBeTruthy();
      expect(s.area.idx).toBeGreaterThan(0);
    }
  });

  test('locations share one numbering across cities, areas and sub-areas', () => {
    const cities = numberLocations();
    const ids = cities.flatMap((c) => [c.idx, ...c.areas.flatMap((a) => [a.idx, ...a.subs.map((s) => s.idx)])]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(cities[0]).toMatchObject({ code: 'SEL', ko: '서울', en: 'Seoul', ja: 'ソウル' });
  });

  test('rate plans carry the rules the price engine needs', () => {
    const { rooms, plans } = generateRooms(generateStays(100, numberLocations(), random), random);
    const roomOf = new Map(rooms.map((r) => [r.idx, r]));
    for (const p of plans) {
      const room = roomOf.get(p.roomIdx)!;
      expect(room.maxOccupancy).toBeGreaterThanOrEqual(room.basicOccupancy);
      expect(p.basePrice % 1000).toBe(0);
      expect(p.awesomeDiscountPct).toBeGreaterThanOrEqual(3);
      if (room.maxOccupancy > room.basicOccupancy) expect(p.extraAdultFee).toBeGreaterThan(0);
    }
    expect(plans.some((p) => p.cancelFreeDays === null)).toBe(true);
  });
});
