// SPEC §9 orders: rate plans by lowest member price (sold out last), rooms by their best plan,
// competitors by price descending with ours apart.
import type { RatePlan, Room } from '../api/get-rate-plans';
import { orderComparison, orderRooms } from '../lib/rate-plan-order';

const plan = (rateplanIdx: number, awesomeAmount: number | null, saleAble = true): RatePlan => ({
  rateplanIdx, roomIdx: 1, rateplanName: `P${rateplanIdx}`, mealType: 'ROOM_ONLY', mealName: 'Room only', cancelDate: null, cancelRule: 'NON_REFUNDABLE',
  stock: saleAble ? 5 : 0, stockStatus: saleAble ? 'AVAILABLE' : 'SOLD_OUT', saleAble, normalAmount: awesomeAmount === null ? null : awesomeAmount + 10000,
  awesomeAmount, awesomePer: 10, cashbackRate: 0, cashbackPrice: 0, perNight: null, nightlyRateList: [], terms: 1, dealAmount: null, memberDealAmount: null,
});
const room = (roomIdx: number, plans: RatePlan[]): Room => ({
  roomIdx, roomName: `R${roomIdx}`, roomTypeName: '', bedTypeName: '', roomSize: 20, roomView: '', basicNum: 2, maxNum: 2, imgLink: '', mappedRateplanList: plans,
});

test('plans by member price ascending, sold out last; rooms by their best plan', () => {
  const ordered = orderRooms([room(1, [plan(1, 90000), plan(2, 50000, false), plan(3, 70000)]), room(2, [plan(4, 60000)])]);
  expect(ordered.map((r) => r.roomIdx)).toEqual([2, 1]);
  expect(ordered[1]!.mappedRateplanList.map((p) => p.rateplanIdx)).toEqual([3, 1, 2]);
});

test('price comparison: ours apart, the others by price descending', () => {
  const { own, others } = orderComparison([
    { title: 'B', price: 110, own: false },
    { title: 'Us', price: 100, own: true },
    { title: 'A', price: 130, own: false },
    { title: 'C', price: 120, own: false },
  ]);
  expect(own?.title).toBe('Us');
  expect(others.map((o) => o.title)).toEqual(['A', 'C', 'B']);
});
