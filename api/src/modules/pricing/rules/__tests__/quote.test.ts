import { quoteRatePlan } from '../quote';
import type { NightRate, RatePlanTerms, StayCondition } from '../types';

const plan: RatePlanTerms = {
  ratePlanIdx: 7,
  basicOccupancy: 2,
  maxOccupancy: 4,
  extraAdultFee: 30000,
  extraChildFee: 15000,
  awesomeDiscountPct: 10,
  cashbackPct: 3,
  cancelFreeDays: 3,
};

const nights = (prices: number[], stock = 5, from = 10): NightRate[] =>
  prices.map((price, i) => ({ date: `2030-03-${String(from + i).padStart(2, '0')}`, price, stock }));

const stay = (over: Partial<StayCondition> = {}): StayCondition => ({ checkIn: '2030-03-10', checkOut: '2030-03-13', adults: 2, childAges: [], rooms: 1, ...over });
const TODAY = '2030-03-01';

describe('quoteRatePlan', () => {
  test('the total is the sum of the nights, times the rooms', () => {
    const q = quoteRatePlan(plan, nights([100000, 120000, 150000]), stay(), TODAY);
    expect(q.amounts?.normalAmount).toBe(370000);
    expect(q.amounts?.perNight).toBe(123333);
    expect(q.nights).toBe(3);
    const two = quoteRatePlan(plan, nights([100000, 120000, 150000]), stay({ rooms: 2, adults: 4 }), TODAY);
    expect(two.amounts?.normalAmount).toBe(740000);
  });

  test('rows outside the stay are ignored', () => {
    const q = quoteRatePlan(plan, nights([1, 100000, 120000, 150000, 9], 5, 9), stay(), TODAY);
    expect(q.amounts?.normalAmount).toBe(370000);
  });

  test('awesome price: the discount percent off, rounded down to 100 won; cashback on it', () => {
    const q = quoteRatePlan({ ...plan, awesomeDiscountPct: 7 }, nights([123450]), stay({ checkOut: '2030-03-11' }), TODAY);
    // 123,450 x 0.93 = 114,808.5 -> 114,800
    expect(q.amounts).toMatchObject({ normalAmount: 123450, awesomeAmount: 114800, awesomePer: 7, discountAmount: 8650, cashbackRate: 3, cashbackAmount: 3440 });
  });

  test('extra guests above the basic occupancy pay per night: adults first, then children; infants free', () => {
    const three = quoteRatePlan(plan, nights([100000, 100000]), stay({ checkOut: '2030-03-12', adults: 3 }), TODAY);
    expect(three.amounts?.extraGuestFee).toBe(60000);
    expect(three.amounts?.normalAmount).toBe(260000);
    const family = quoteRatePlan(plan, nights([100000, 100000]), stay({ checkOut: '2030-03-12', adults: 2, childAges: [5, 1] }), TODAY);
    expect(family.amounts?.extraGuestFee).toBe(30000);
    expect(family.fits).toBe(true);
  });

  test('a party larger than the room does not fit; splitting over rooms can make it fit', () => {
    const five = quoteRatePlan(plan, nights([100000]), stay({ checkOut: '2030-03-11', adults: 5 }), TODAY);
    expect(five.fits).toBe(false);
    expect(five.available).toBe(false);
    const split = quoteRatePlan(plan, nights([100000]), stay({ checkOut: '2030-03-11', adults: 5, rooms: 2 }), TODAY);
    expect(split.fits).toBe(true);
    // 3 + 2 guests: one extra adult in the first room.
    expect(split.amounts?.normalAmount).toBe(230000);
    const noAdultForRoom = quoteRatePlan(plan, nights([100000]), stay({ checkOut: '2030-03-11', adults: 1, rooms: 2 }), TODAY);
    expect(noAdultForRoom.fits).toBe(false);
  });

  test('eight adults: no room for four takes them in one, two rooms of four do, at twice the price', () => {
    const one = quoteRatePlan(plan, nights([100000, 100000]), stay({ checkOut: '2030-03-12', adults: 8 }), TODAY);
    expect(one.fits).toBe(false);
    const two = quoteRatePlan(plan, nights([100000, 100000]), stay({ checkOut: '2030-03-12', adults: 8, rooms: 2 }), TODAY);
    expect(two).toMatchObject({ fits: true, available: true });
    // 4 + 4 adults, 2 above the basic 2 in each room: 4 extra adults x 30,000 x 2 nights.
    expect(two.amounts?.extraGuestFee).toBe(240000);
    expect(two.amounts?.normalAmount).toBe(2 * 200000 + 240000);
    const five = quoteRatePlan(plan, nights([100000]), stay({ checkOut: '2030-03-11', adults: 5, rooms: 5 }), TODAY);
    expect(five.amounts?.normalAmount).toBe(500000);
  });

  test('sold out when any night lacks stock for the rooms asked', () => {
    const rows = nights([100000, 100000, 100000]);
    rows[1]!.stock = 1;
    expect(quoteRatePlan(plan, rows, stay(), TODAY)).toMatchObject({ available: true, stock: 1 });
    const twoRooms = quoteRatePlan(plan, rows, stay({ rooms: 2, adults: 2 }), TODAY);
    expect(twoRooms).toMatchObject({ available: false, stock: 1 });
    expect(twoRooms.amounts?.normalAmount).toBe(600000);
    rows[2]!.stock = 0;
    expect(quoteRatePlan(plan, rows, stay(), TODAY)).toMatchObject({ available: false, stock: 0 });
  });

  test('a night without a price means the plan is not on sale for the stay', () => {
    const q = quoteRatePlan(plan, nights([100000, 100000]), stay(), TODAY);
    expect(q).toMatchObject({ available: false, amounts: null, stock: 0 });
  });

  test('free cancellation until N days before check-in, while that day is not past', () => {
    expect(quoteRatePlan(plan, nights([1000]), stay({ checkOut: '2030-03-11' }), TODAY)).toMatchObject({ freeCancel: true, cancelDate: '2030-03-07' });
    expect(quoteRatePlan(plan, nights([1000]), stay({ checkOut: '2030-03-11' }), '2030-03-07')).toMatchObject({ freeCancel: true, cancelDate: '2030-03-07' });
    expect(quoteRatePlan(plan, nights([1000]), stay({ checkOut: '2030-03-11' }), '2030-03-08')).toMatchObject({ freeCancel: false, cancelDate: null });
    expect(quoteRatePlan({ ...plan, cancelFreeDays: null }, nights([1000]), stay({ checkOut: '2030-03-11' }), TODAY)).toMatchObject({ freeCancel: false, cancelDate: null });
  });
});
