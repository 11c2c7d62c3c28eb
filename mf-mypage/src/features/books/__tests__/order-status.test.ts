import { offersCancel, offersDateChoice, orderStatusDisplay, withReviewOffer } from '../lib/order-status';

describe('a past stay asks for a review only while one can be written', () => {
  const past = orderStatusDisplay('complete', '2030-05-01', '2030-05-07');
  test('open: says until when', () => {
    expect(withReviewOffer(past, { review: 'WRITE', reviewDeadline: '2030-05-16' })).toMatchObject({ description: 'status.desc.reviewUntil', until: '2030-05-16' });
  });
  test('written or closed: no request', () => {
    expect(withReviewOffer(past, { review: 'WRITTEN', reviewDeadline: null }).description).toBe('status.desc.reviewed');
    expect(withReviewOffer(past, { review: null, reviewDeadline: null }).description).toBe('status.desc.stayed');
    const pastConfirm = orderStatusDisplay('confirm', '2030-05-01', '2030-05-07');
    expect(withReviewOffer(pastConfirm, { review: null, reviewDeadline: null }).description).toBe('status.desc.stayed');
  });
  test('other states are left as they are', () => {
    const upcoming = orderStatusDisplay('confirm', '2030-05-10', '2030-05-07');
    expect(withReviewOffer(upcoming, { review: null, reviewDeadline: null })).toEqual(upcoming);
  });
});

describe('orderStatusDisplay (SPEC §4)', () => {
  test('upcoming confirm counts the days to check-in, and says check-in day on the day', () => {
    expect(orderStatusDisplay('confirm', '2030-05-10', '2030-05-07')).toMatchObject({ text: 'status.confirm', description: 'status.desc.dday', days: 3 });
    expect(orderStatusDisplay('confirm', '2030-05-10', '2030-05-10')).toMatchObject({ description: 'status.desc.today' });
  });
  test('no start date: stay date not set', () => {
    expect(orderStatusDisplay('pending', null, '2030-05-07').description).toBe('status.desc.noDate');
  });
  test('start date past: confirm is a past booking to share, pending a NOSHOW', () => {
    expect(orderStatusDisplay('confirm', '2030-05-01', '2030-05-07')).toMatchObject({ text: 'status.past', description: 'status.desc.shareReview' });
    expect(orderStatusDisplay('pending', '2030-05-01', '2030-05-07')).toMatchObject({ text: 'status.past', description: 'status.desc.noshow' });
  });
  test('cancelled statuses share the refund-timing description', () => {
    for (const s of ['cancel', 'cancel_request', 'cancel_wait']) expect(orderStatusDisplay(s, '2030-05-10', '2030-05-07').description).toBe('status.desc.cancel');
  });
});

describe('list actions (SPEC §4 Booking list)', () => {
  test('cancel only for pending / confirm with a flag that is not N', () => {
    expect(offersCancel({ btnCancelYn: 'Y', orderProductStatus: 'confirm' })).toBe(true);
    expect(offersCancel({ btnCancelYn: 'N', orderProductStatus: 'confirm' })).toBe(false);
    expect(offersCancel({ btnCancelYn: 'Y', orderProductStatus: 'complete' })).toBe(false);
  });
  test('date choice without confirmation number and start date', () => {
    expect(offersDateChoice({ confirmNum: null, checkinDate: null, orderProductStatus: 'confirm' })).toBe(true);
    expect(offersDateChoice({ confirmNum: 'VC1', checkinDate: null, orderProductStatus: 'confirm' })).toBe(false);
    expect(offersDateChoice({ confirmNum: null, checkinDate: '2030-01-01', orderProductStatus: 'confirm' })).toBe(false);
  });
});

describe('days to check-in in words', () => {
  it('counts the days in every locale: singular for one day in English, D-n in Korean', async () => {
    const { i18n, loadLanguage } = await import('@stay/shared');
    const { BOOKS_NS } = await import('../i18n');
    const say = (lng: string, count: number) => {
      loadLanguage(lng);
      return i18n.getFixedT(lng, BOOKS_NS)('status.desc.dday', { days: count, count });
    };
    expect(say('en', 1)).toBe('Check-in in 1 day');
    expect(say('en', 2)).toBe('Check-in in 2 days');
    expect(say('en', 3)).toBe('Check-in in 3 days');
    expect(say('ko', 1)).toBe('체크인 D-1');
    expect(say('ko', 20)).toBe('체크인 D-20');
    expect(say('ja', 1)).toBe('チェックインまであと1日');
    expect(say('ja', 3)).toBe('チェックインまであと3日');
  });
});
