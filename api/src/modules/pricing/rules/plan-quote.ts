// The ONE seam between the product page and the price engine (the pricing module): every amount this
// service returns comes out of `quoteRatePlan` / `displayPrice`, so the product page shows the
// price the results page and the booking page show for the same condition.
// Nothing here computes a price; it only maps rows in and amounts out.
import type { DailyRateRow, RatePlanRow, RoomRow } from '../../../db/schema/catalog';
import { quoteRatePlan } from './quote';
import type { Quote, StayCondition as EngineCondition } from './types';
import type { CheckedCondition } from './condition';

export { displayPrice } from './lowest';
export type { Quote };

export function engineCondition(c: CheckedCondition): EngineCondition {
  return { checkIn: c.checkInDate, checkOut: c.checkOutDate, adults: c.adtCnt, childAges: c.chdAges, rooms: c.count };
}

export function quotePlan(plan: RatePlanRow, room: RoomRow, nights: readonly DailyRateRow[], condition: CheckedCondition, today: string): Quote {
  return quoteRatePlan(
    {
      ratePlanIdx: plan.idx,
      basicOccupancy: room.basicOccupancy,
      maxOccupancy: room.maxOccupancy,
      extraAdultFee: plan.extraAdultFee,
      extraChildFee: plan.extraChildFee,
      awesomeDiscountPct: plan.awesomeDiscountPct,
      cashbackPct: plan.cashbackPct,
      cancelFreeDays: plan.cancelFreeDays,
    },
    nights.map((n) => ({ date: n.stayDate, price: n.price, stock: n.stock })),
    engineCondition(condition),
    today,
  );
}
