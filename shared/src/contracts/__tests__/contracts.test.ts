// The contracts accept what the API sends today (answers written as api/src builds them) and read a
// missing or null field as its neutral value.
import * as v from 'valibot';
import { BookingContentSchema } from '../booking-content';
import { CancellationPreviewAnswerSchema, PartCancelPreviewAnswerSchema } from '../cancellation-preview';
import { bookingParamOf, inquiryAboutBookingPath, InquiryBookingsSchema } from '../inquiry-booking';
import { MembershipStatusSchema } from '../membership-status';
import { MembershipCheckoutSchema, PreparedPaymentSchema } from '../payment-checkout';
import { stayConditionOf } from '../stay-condition';
import { StayConditionSchema } from '../stay-condition-schema';
import { UserMembershipSchema } from '../user-membership';

const booking = {
  orderNum: 'AS2099ABC', orderProductIdx: 7, orderPayIdx: 3, orderProductStatus: 'confirm', payStatus: 'complete', productIdx: 1,
  productName: '호텔', productNameEn: 'Hotel', nationCode: 'KR', productTel: '02-123-4567', roomIdx: 11, roomName: '디럭스', rateplanIdx: 21,
  rateplanName: '기본', mealName: '조식', orderType: 'OC', checkinDate: '2099-03-05', checkoutDate: '2099-03-07', checkinTime: '15:00',
  checkoutTime: '11:00', terms: 2, count: 1, adtCnt: 2, chdCnt: 1, chdAges: [5], guestName: '김민지', guestTel: '01012345678',
  guestCountryCode: null, guestEmail: 'minji@example.com', confirmNum: 'CF-1', voucherNum: null, channelCode: null, cancelDate: '2099-03-01',
  btnCancelYn: 'Y', modifiable: false, partCancel: { room: false, maxNights: 1 },
  amounts: { originalAmount: 200000, saleAmount: 180000, discountedAmount: 20000, couponAmount: 0, pointAmount: 0, userPointAmount: 0, totalAmount: 180000, cancelAmount: 0, cashbackRate: 2, cashbackPrice: 3600 },
  payMethod: 'card', payDate: '2099-01-01T00:00:00.000Z', images: [{ sort: 0, imgLink: '/a.jpg' }],
  addPays: [{ orderAddPayIdx: 1, orderProductIdx: 7, title: '엑스트라 베드', orderAddPayAmount: 20000, orderAddPayStatus: false, paidAt: null }],
  voucher: null, address: '서울',
};

test('a booking content answer is read as sent', () => {
  const read = v.parse(BookingContentSchema, booking);
  expect(read).toMatchObject({ orderNum: 'AS2099ABC', chdAges: [5], partCancel: { room: false, maxNights: 1 }, amounts: { cashbackPrice: 3600 } });
  expect(read.addPays[0]).toMatchObject({ title: '엑스트라 베드', orderAddPayStatus: false });
});

test('a booking content field the server leaves out or sends null becomes neutral', () => {
  const read = v.parse(BookingContentSchema, { orderNum: 'X', payMethod: null, payDate: null, images: null });
  expect(read).toMatchObject({ payMethod: '', payDate: '', images: [], addPays: [], partCancel: null, voucher: null, btnCancelYn: 'N', checkinDate: null });
  expect(read.amounts.totalAmount).toBe(0);
});

const paid = [
  { route: 'PAYMENT', method: 'card', amount: 150000 },
  { route: 'AWESOME_CASH', method: null, amount: 10000 },
  { route: 'COUPON', method: null, amount: 5000 },
];
const refunds = [
  { route: 'PAYMENT', method: 'card', amount: 150000, timing: 'BY_DATE', by: '2099-01-06' },
  { route: 'AWESOME_CASH', method: null, amount: 10000, timing: 'IMMEDIATE', by: null },
];

test('a whole cancellation preview is read as sent', () => {
  const preview = {
    orderNum: 'AS2099ABC', allowed: true, refusal: null, rule: { kind: 'FREE_UNTIL', cancelDate: '2099-03-01' }, paid, paidTotal: 165000,
    fee: { amount: 0, rule: 'FREE_UNTIL', date: '2099-03-01' }, coupon: { returned: true, usable: true, reason: 'FREE_CANCEL', amount: 5000, useExpireDate: '2099-12-31' },
    refunds, refundTotal: 160000, today: '2099-01-01', fingerprint: '0123456789abcdef0123456789abcdef',
  };
  const read = v.parse(CancellationPreviewAnswerSchema, { preview }).preview;
  expect(read.refunds.map((r) => r.route)).toEqual(['PAYMENT', 'AWESOME_CASH']);
  expect(read.paid[2]).toEqual({ route: 'COUPON', method: null, amount: 5000 });
});

test('a partial cancellation preview is read as sent, with its options', () => {
  const preview = {
    orderNum: 'AS2099ABC', request: { kind: 'NIGHTS', nights: 1 }, allowed: true, refusal: null, rule: { kind: 'FREE_UNTIL', cancelDate: '2099-03-01' },
    cancelled: { rooms: 1, nights: 1, from: '2099-03-06', to: '2099-03-07' }, remaining: { rooms: 1, nights: 1, checkOutDate: '2099-03-06' },
    share: { cancelled: 1, of: 2 }, paid, paidTotal: 165000, fee: { amount: 0, rule: 'FREE_UNTIL', date: '2099-03-01' },
    coupon: { returned: false, reason: 'PARTIAL_KEEPS', amount: 5000, useExpireDate: '2099-12-31' }, refunds, refundTotal: 160000,
    today: '2099-01-01', fingerprint: '0123456789abcdef0123456789abcdef',
  };
  const read = v.parse(PartCancelPreviewAnswerSchema, { preview, options: { room: false, maxNights: 1 } });
  expect(read.preview.remaining.checkOutDate).toBe('2099-03-06');
  expect(read.options).toEqual({ room: false, maxNights: 1 });
});

test('a refund route the server does not have is refused', () => {
  expect(v.safeParse(CancellationPreviewAnswerSchema, { preview: { orderNum: 'X', allowed: true, rule: { kind: 'FREE_UNTIL' }, fee: { rule: 'FREE_UNTIL' }, fingerprint: 'f', refunds: [{ route: 'CASH', timing: 'IMMEDIATE' }] } }).success).toBe(false);
});

test('the membership of the member info and the membership status are read as sent', () => {
  expect(v.parse(UserMembershipSchema, null)).toBeNull();
  expect(v.parse(UserMembershipSchema, { grade: 'Gold', plan: 'GOLD', status: 'ACTIVE', price: 19000, currentPeriodEnd: '2099-05-01T00:00:00.000Z', nextBillingAt: null })?.grade).toBe('Gold');
  const membership = {
    plan: 'SILVER', grade: 'Silver', status: 'PAST_DUE', benefits: true, startedAt: '2099-01-01T00:00:00.000Z', currentPeriodEnd: '2099-02-01T00:00:00.000Z',
    nextChargeAt: '2099-02-01T00:00:00.000Z', nextChargeAmount: 1900, priceChange: null, graceUntil: '2099-02-08T00:00:00.000Z', lastFailCode: 'INSUFFICIENT_FUNDS',
    cardMasked: '1234-****-****-5678', cardExpiresBeforeCharge: null, paidThisPeriod: 1900,
    value: { periodStart: '2099-01-01T00:00:00.000Z', fee: 1900, bookings: 1, discounts: 5000, cashback: 300 },
    refund: { available: false, amount: 0, until: null, reason: 'SILVER_NO_WITHDRAWAL' }, upgrade: { amount: 19000, silverRefund: 0, nextChargeAt: '2100-01-01T00:00:00.000Z' },
  };
  expect(v.parse(MembershipStatusSchema, { membership, devTools: true }).membership?.status).toBe('PAST_DUE');
  expect(v.parse(MembershipStatusSchema, { membership: null })).toEqual({ membership: null, devTools: false });
});

test('a stay condition is checked as the server checks it', () => {
  const ok = { adtCnt: 2, chdCnt: 1, chdAges: [5], checkInDate: '2099-03-05', checkOutDate: '2099-03-07', count: 1 };
  expect(v.parse(StayConditionSchema, { adtCnt: 2, checkInDate: '2099-03-05', checkOutDate: '2099-03-07' })).toEqual({ ...ok, chdCnt: 0, chdAges: [] });
  for (const bad of [{ adtCnt: 0 }, { chdAges: [14] }, { count: 6 }, { checkInDate: '2099-02-30' }, { adtCnt: 1.5 }]) {
    expect(v.safeParse(StayConditionSchema, { ...ok, ...bad }).success).toBe(false);
  }
});

test('a product call takes one age per child and no destination', () => {
  const search = { nationCode: 'KR', cityCode: 'SEL', searchText: '서울', area: '', subArea: '', adtCnt: 2, chdCnt: 1, chdAges: [5, 9], checkInDate: '2099-03-05', checkOutDate: '2099-03-07', count: 1 };
  expect(stayConditionOf(search)).toEqual({ adtCnt: 2, chdCnt: 1, chdAges: [5], checkInDate: '2099-03-05', checkOutDate: '2099-03-07', count: 1 });
  expect(Object.keys(stayConditionOf(search))).toEqual(['adtCnt', 'chdCnt', 'chdAges', 'checkInDate', 'checkOutDate', 'count']);
});

describe('a payment leaving the page, per gateway', () => {
  const request = { method: 'CARD', amount: { currency: 'KRW', value: 180000 }, orderId: 'AS2099ABC', orderName: '호텔', successUrl: 'https://s/ok', failUrl: 'https://s/no', card: { flowMode: 'DEFAULT', easyPay: 'TOSSPAY' } };

  test("today's sandbox answer (without a gateway field) reads as the sandbox", () => {
    expect(v.parse(PreparedPaymentSchema, { orderNum: 'AS2099ABC', paymentKey: 'pk_1', checkoutUrl: '/sandbox/checkout/pk_1', amount: 180000 })).toMatchObject({ gateway: 'sandbox', checkoutUrl: '/sandbox/checkout/pk_1' });
  });

  test("Toss's answer keeps the request as the server wrote it", () => {
    const read = v.parse(PreparedPaymentSchema, {
      gateway: 'toss', orderNum: 'AS2099ABC', amount: 180000, method: 'card', methodLabel: '신용카드', holdExpiresAt: '2099-01-01T00:10:00Z', checkoutUrl: null, paymentKey: null,
      toss: { sdkUrl: 'https://js.tosspayments.com/v2/standard', clientKey: 'test_ck', customerKey: 'c-1', request },
    });
    expect(read.gateway).toBe('toss');
    if (read.gateway === 'toss') expect(read.toss.request).toEqual(request);
  });

  test('a toss answer without its request is refused rather than half-read', () => {
    expect(() => v.parse(PreparedPaymentSchema, { gateway: 'toss', orderNum: 'A', amount: 1, toss: { sdkUrl: 'x', clientKey: 'y', customerKey: 'z' } })).toThrow();
  });

  test('the membership checkout is told apart by what it carries', () => {
    expect(v.parse(MembershipCheckoutSchema, { checkoutId: 'ck1', registrationUrl: '/sandbox/billing/ck1', amount: 1900 })).toMatchObject({ gateway: 'sandbox' });
    expect(v.parse(MembershipCheckoutSchema, { checkoutId: 'ck1', customerKey: 'c-1', clientKey: 'test_ck', sdkUrl: 'https://js.tosspayments.com/v2/standard', amount: 1900, successUrl: 'https://s/ok', failUrl: 'https://s/no' })).toMatchObject({ gateway: 'toss', customerKey: 'c-1' });
  });
});

describe('asking about a booking', () => {
  test('the address my page writes is the one the inquiry form reads back', () => {
    const path = inquiryAboutBookingPath('AS2099ABC');
    expect(path).toBe('/inquiries/new?orderNum=AS2099ABC');
    expect(bookingParamOf(new URL(path, 'https://s').searchParams)).toEqual({ orderNum: 'AS2099ABC', wellFormed: true });
  });

  test('no number is no booking; a number no order can have is marked so, never sent on', () => {
    expect(bookingParamOf(new URLSearchParams(''))).toBeNull();
    expect(bookingParamOf(new URLSearchParams('orderNum=%20'))).toBeNull();
    expect(bookingParamOf(new URLSearchParams('orderNum=%3Cscript%3E'))).toEqual({ orderNum: '<script>', wellFormed: false });
    expect(bookingParamOf(new URLSearchParams(`orderNum=${'A'.repeat(41)}`))?.wellFormed).toBe(false);
  });

  test("the picker's answer is read as the API writes it (its extra fields are ignored)", () => {
    const read = v.parse(InquiryBookingsSchema, { orders: [{ orderNum: 'AS1', productName: '호텔', checkinDate: null, checkoutDate: null, status: 'confirm' }] });
    expect(read.orders).toEqual([{ orderNum: 'AS1', productName: '호텔', checkinDate: null, checkoutDate: null }]);
  });
});
