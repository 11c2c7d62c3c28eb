// Rooms and rate plans of each stay: the first room template always, one or two more; a room-only
// plan on every room, sometimes a meal plan and a non-refundable special (SPEC §3 rate plans).
import type { ratePlans, rooms } from '../../../db/schema/catalog';
import type { Rng } from '../../../db/seed/random';
import { chance, mediaPath, round1000 } from './helpers';
import { NATION_PRICE_LEVEL } from './property-profile';
import { ALL_INCLUSIVE, BREAKFAST, HALF_BOARD, NON_REFUNDABLE, ROOM_ONLY, ROOM_TEMPLATES, type PlanTemplate } from './rooms-data';
import type { Stay } from './generate-stays';

export interface RoomsAndPlans {
  rooms: (typeof rooms.$inferInsert & { idx: number })[];
  plans: (typeof ratePlans.$inferInsert & { idx: number })[];
}

const FREE_CANCEL_DAYS = [1, 2, 3, 3, 5, 7];

function stockFor(rng: Rng, stay: Stay, dormitory: boolean): number {
  if (dormitory) return rng.int(6, 12);
  switch (stay.type) {
    case 'POOLVILLA':
      return rng.int(1, 2);
    case 'PENSION':
      return rng.int(1, 3);
    case 'RYOKAN':
    case 'GUESTHOUSE':
      return rng.int(2, 5);
    default:
      return rng.int(3, 6 + stay.star);
  }
}

function mealPlan(rng: Rng, stay: Stay): PlanTemplate {
  if (stay.type === 'RYOKAN') return HALF_BOARD;
  if (stay.type === 'RESORT' && stay.city.nation !== 'KR' && stay.city.nation !== 'JP' && chance(rng, 0.15)) return ALL_INCLUSIVE;
  return BREAKFAST;
}

export function generateRooms(stays: Stay[], random: (name: string) => Rng): RoomsAndPlans {
  const out: RoomsAndPlans = { rooms: [], plans: [] };
  const rng = random('catalog:rooms');
  for (const stay of stays) {
    const level = NATION_PRICE_LEVEL[stay.city.nation] ?? 1;
    const templates = ROOM_TEMPLATES[stay.type];
    const extra = templates.slice(1).filter(() => chance(rng, 0.55)).slice(0, 2);
    const chosen = [templates[0]!, ...(extra.length > 0 ? extra : [templates[1] ?? templates[0]!])].filter((t, i, all) => all.indexOf(t) === i);
    const awesome = rng.int(5, 15);
    const cashback = chance(rng, 0.5) ? 0 : rng.int(1, 5);
    const adultFee = round1000(25000 * level * (1 + stay.star * 0.1));
    const childFee = round1000(adultFee / 2);
    chosen.forEach((t, sort) => {
      const roomIdx = out.rooms.length + 1;
      const external = stay.row.channelCode ? `${stay.row.externalId}-R${sort + 1}` : null;
      out.rooms.push({
        idx: roomIdx,
        propertyIdx: stay.row.idx,
        nameKo: t.words[0],
        nameEn: t.words[1],
        nameJa: t.words[2],
        roomType: t.roomType,
        bedType: t.bed,
        sizeM2: rng.int(t.size[0], t.size[1]),
        view: rng.pick(t.views),
        basicOccupancy: t.basic,
        maxOccupancy: t.max,
        imgPath: mediaPath('room', roomIdx),
        sort,
        externalRoomId: external,
      });
      const roomRate = stay.base * t.factor;
      const dormitory = t.roomType === 'DORMITORY';
      const plans: PlanTemplate[] = [ROOM_ONLY];
      if (!dormitory && chance(rng, 0.4)) plans.push(mealPlan(rng, stay));
      if (chance(rng, 0.15)) plans.push(NON_REFUNDABLE);
      plans.forEach((p, planSort) => {
        const idx = out.plans.length + 1;
        out.plans.push({
          idx,
          roomIdx,
          propertyIdx: stay.row.idx,
          cityIdx: stay.city.idx,
          nameKo: p.words[0],
          nameEn: p.words[1],
          nameJa: p.words[2],
          meal: p.meal,
          cancelFreeDays: p.refundable ? rng.pick(FREE_CANCEL_DAYS) : null,
          awesomeDiscountPct: Math.max(3, awesome + rng.int(-2, 2)),
          cashbackPct: cashback,
          extraAdultFee: t.max > t.basic ? adultFee : 0,
          extraChildFee: t.max > t.basic ? childFee : 0,
          basePrice: round1000(roomRate * p.factor + p.mealPrice * level * Math.min(t.basic, 2) / 2),
          maxStock: stockFor(rng, stay, dormitory),
          sort: planSort,
          externalRateplanId: external ? `${external}-P${planSort + 1}` : null,
        });
      });
    });
  }
  return out;
}
