// A quote as the server answers it (api booking README), for the booking page tests.
export const BOOK_PATH = '/v1/books/7/order-type/OC/ids/7/rooms/11/rateplan/21';
export const SEARCH = '?type=OC&accoms=7&rooms=11&rateplan=21&checkInDate=2099-03-10&checkOutDate=2099-03-12&adtCnt=2&chdCnt=0&count=1';

export function quote(over: Record<string, unknown> = {}, amounts: Record<string, number> = {}) {
  return {
    productIdx: 7, roomIdx: 11, rateplanIdx: 21, productName: 'Seoul Grand Hotel', roomName: 'Deluxe Double', rateplanName: 'Room only', orderType: 'OC', channelCode: null, international: false,
    condition: { adtCnt: 2, chdCnt: 0, chdAges: [], checkInDate: '2099-03-10', checkOutDate: '2099-03-12', count: 1, nights: 2, terms: 2 },
    cancelDate: '2099-03-07', cancelRule: 'FREE', stock: 3, member: { grade: 'Bronze', isAwesome: false, type: 'N' }, points: { point: 5000, userPoint: 0 }, maxUsablePoint: 199_900,
    payMethods: ['card', 'tosspay', 'naverpay', 'kakaopay', 'payco', 'eximbay'], guestForm: 'DOMESTIC',
    guest: { guestName: '김민지', guestTel: '010-1234-5678', guestEmail: 'minji@example.com' },
    amounts: {
      originalAmount: 200_000, saleAmount: 200_000, discountedAmount: 0, couponAmount: 0, pointAmount: 0, userPointAmount: 0, totalTaxAndServiceFee: 0, totalPropertyFee: 0,
      extraGuestFee: 0, totalAmount: 200_000, cashbackRate: 0, cashbackPrice: 0, ...amounts,
    },
    nightlyRateList: [], holdTtlSeconds: 900, ...over,
  };
}

export const coupons = [
  { couponUserIdx: 501, couponManagerIdx: 1, couponName: 'Welcome 10,000', title: 'Welcome', discountType: 'AMOUNT', discount: 10_000, maxDiscount: null, minPrice: 50_000, useExpireDate: '2099-12-31', avail: true, reason: null, couponAmount: 10_000 },
  { couponUserIdx: 502, couponManagerIdx: 2, couponName: 'Big spender', title: 'Big', discountType: 'RATE', discount: 10, maxDiscount: 50_000, minPrice: 500_000, useExpireDate: '2099-12-31', avail: false, reason: 'MIN_PRICE', couponAmount: 0 },
];
