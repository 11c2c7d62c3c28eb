import { longDay, renderMessage, type BookingCancelledData, type BookingConfirmedData } from '../render';

const confirmed: BookingConfirmedData = {
  orderNum: 'AS2612010001',
  stayName: '서울 <그랜드> 호텔',
  roomName: '디럭스 더블',
  checkIn: '2026-12-24',
  checkOut: '2026-12-26',
  rooms: 1,
  adults: 2,
  children: 1,
  paid: [
    { route: 'PAYMENT', method: 'card', amount: 250_000 },
    { route: 'AWESOME_CASH', method: null, amount: 10_000 },
    { route: 'COUPON', method: null, amount: 5_000 },
  ],
  cancelFreeDate: '2026-12-20',
  voucherUrl: 'https://awesomestay.kr/lms/AS2612010001',
};

const cancelled: BookingCancelledData = {
  orderNum: 'AS2612010001',
  stayName: 'Hotel',
  checkIn: '2026-12-24',
  checkOut: '2026-12-26',
  scope: 'WHOLE',
  refunds: [
    { route: 'PAYMENT', method: 'card', amount: 250_000, timing: 'BY_DATE', by: '2026-12-04' },
    { route: 'AWESOME_CASH', method: null, amount: 10_000, timing: 'IMMEDIATE', by: null },
  ],
  voucherUrl: 'https://awesomestay.kr/lms/AS2612010001',
};

describe('renderMessage', () => {
  it('writes the booking confirmation in each language with every fact the guest needs', () => {
    const ko = renderMessage({ kind: 'BOOKING_CONFIRMED', data: confirmed }, 'ko');
    expect(ko.subject).toBe('[어썸스테이] 예약이 확정되었습니다 (AS2612010001)');
    expect(ko.text).toContain('예약번호: AS2612010001');
    expect(ko.text).toContain('2026년 12월 24일 (목) – 2026년 12월 26일 (토)');
    expect(ko.text).toContain('객실 1개 · 성인 2명 · 아동 1명');
    expect(ko.text).toContain('결제 (card): 250,000원');
    expect(ko.text).toContain('쿠폰 할인: -5,000원');
    // The total is what was paid (card and cash), the coupon was a discount.
    expect(ko.text).toContain('합계: 260,000원');
    expect(ko.text).toContain('2026년 12월 20일 (일)까지 무료 취소 가능');
    expect(ko.text).toContain('https://awesomestay.kr/lms/AS2612010001');

    const en = renderMessage({ kind: 'BOOKING_CONFIRMED', data: confirmed }, 'en');
    expect(en.subject).toBe('[AwesomeStay] Your booking is confirmed (AS2612010001)');
    expect(en.text).toContain('Total: KRW 260,000');
    expect(en.text).toContain('1 room · 2 adults · 1 child');
    expect(en.text).toMatch(/Free cancellation until Sun, December 20, 2026/);

    const ja = renderMessage({ kind: 'BOOKING_CONFIRMED', data: confirmed }, 'ja');
    expect(ja.subject).toBe('[オーサムステイ] ご予約が確定しました（AS2612010001）');
    expect(ja.text).toContain('予約番号: AS2612010001');
    expect(ja.text).toContain('260,000ウォン');
  });

  it('says non-refundable when there is no free cancellation, and an open-dated voucher has no dates', () => {
    const text = renderMessage({ kind: 'BOOKING_CONFIRMED', data: { ...confirmed, cancelFreeDate: null, checkIn: null, checkOut: null } }, 'en').text;
    expect(text).toContain('Free cancellation: Non-refundable');
    expect(text).toContain('Dates: Open date (voucher)');
  });

  it('makes an HTML part for webmail: inline styles, escaped data, no images or external resources', () => {
    const { html } = renderMessage({ kind: 'BOOKING_CONFIRMED', data: confirmed }, 'ko');
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('서울 &lt;그랜드&gt; 호텔');
    expect(html).not.toContain('<그랜드>');
    expect(html).not.toMatch(/<img|<style|<script|<link|src=/i);
    expect(html).toContain('href="https://awesomestay.kr/lms/AS2612010001"');
    expect(html).toContain('max-width:560px');
  });

  it('writes the cancellation with the refund per route and when it lands', () => {
    const ko = renderMessage({ kind: 'BOOKING_CANCELLED', data: cancelled }, 'ko');
    expect(ko.subject).toBe('[어썸스테이] 예약이 취소되었습니다 (AS2612010001)');
    expect(ko.text).toContain('결제 (card): 250,000원 · 2026년 12월 4일 (금)까지 환불');
    expect(ko.text).toContain('어썸캐시: 10,000원 · 즉시 반환');
    expect(ko.text).toContain('환불 합계: 260,000원');
    const en = renderMessage({ kind: 'BOOKING_CANCELLED', data: { ...cancelled, scope: 'NIGHTS' } }, 'en');
    expect(en.subject).toBe('[AwesomeStay] Part of your booking has been cancelled (AS2612010001)');
    expect(en.text).toContain('Payment (card): KRW 250,000 · refunded by Fri, December 4, 2026');
    expect(en.text).not.toContain('Your booking now');
    const room = renderMessage({ kind: 'BOOKING_CANCELLED', data: { ...cancelled, scope: 'ROOM', remaining: { rooms: 1, adults: 2, children: 0 } } }, 'ko');
    expect(room.text).toContain('남는 예약: 객실 1개 · 성인 2명');
    const none = renderMessage({ kind: 'BOOKING_CANCELLED', data: { ...cancelled, refunds: [] } }, 'ja');
    expect(none.text).toContain('お支払いがないため、返金はありません。');
  });

  it('wraps an existing notice in the plain layout', () => {
    const r = renderMessage({ kind: 'TEXT', data: { subject: 'S', body: 'line 1\nline <2>' } }, 'en');
    expect(r.html).toContain('line 1<br>line &lt;2&gt;');
    expect(r.text.startsWith('line 1\nline <2>')).toBe(true);
  });

  it('reads Korean days in Seoul time whatever the server zone', () => {
    expect(longDay('2026-01-01', 'ko')).toBe('2026년 1월 1일 (목)');
    expect(longDay('2026-01-01', 'ja')).toBe('2026年1月1日(木)');
  });
});
