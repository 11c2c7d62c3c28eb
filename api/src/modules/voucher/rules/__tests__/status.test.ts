// SPEC §4 Booking list / Order status display rules on order rows (the voucher's start days: date-choices.test.ts).
import type { OrderRow } from '../../../../db/schema/orders';
import { cancelButton, canChooseDate, choiceWindow, orderChannel, OWN_CHANNEL_IDX, tabOf } from '../status';

const TODAY = '2026-03-10';
type Row = Parameters<typeof canChooseDate>[0];
const order = (over: Partial<OrderRow> = {}): Row => ({
  status: 'confirm',
  checkInDate: '2026-03-20',
  stayStartDate: null,
  stayEndDate: null,
  cancelFreeDate: '2026-03-17',
  confirmNum: null,
  voucherNum: null,
  nights: 1,
  ...over,
});
const voucher = (over: Partial<OrderRow> = {}) => order({ checkInDate: null, voucherNum: 'VN01', stayStartDate: '2026-03-01', stayEndDate: '2026-03-31', cancelFreeDate: '2026-03-31', ...over });

describe('booking list tabs (SPEC §4)', () => {
  test('upcoming until the check-in day, past after it, cancelled whatever the date', () => {
    expect(tabOf(order(), TODAY)).toBe('pending');
    expect(tabOf(order({ checkInDate: TODAY }), TODAY)).toBe('pending');
    expect(tabOf(order({ checkInDate: '2026-03-09' }), TODAY)).toBe('complete');
    expect(tabOf(order({ status: 'pending', checkInDate: '2026-03-09' }), TODAY)).toBe('complete');
    expect(tabOf(order({ status: 'noshow' }), TODAY)).toBe('complete');
    for (const status of ['cancel', 'cancel_request', 'cancel_wait'] as const) expect(tabOf(order({ status, checkInDate: '2026-03-01' }), TODAY)).toBe('cancel');
  });

  test('an undated voucher is upcoming until its window ends', () => {
    expect(tabOf(voucher(), TODAY)).toBe('pending');
    expect(tabOf(voucher({ stayEndDate: '2026-03-09' }), TODAY)).toBe('complete');
  });

  test('cancel is offered for pending / confirm up to the free-cancel date only', () => {
    expect(cancelButton(order(), TODAY)).toBe('Y');
    expect(cancelButton(order({ cancelFreeDate: TODAY }), TODAY)).toBe('Y');
    expect(cancelButton(order({ cancelFreeDate: '2026-03-09' }), TODAY)).toBe('N');
    expect(cancelButton(order({ cancelFreeDate: null }), TODAY)).toBe('N');
    expect(cancelButton(order({ status: 'cancel' }), TODAY)).toBe('N');
    expect(cancelButton(order({ status: 'complete' }), TODAY)).toBe('N');
  });
});

describe('open-date voucher', () => {
  test('a date may be chosen without a confirmation number and a start date, inside the window from today', () => {
    expect(canChooseDate(voucher(), TODAY)).toBe(true);
    expect(canChooseDate(voucher({ confirmNum: 'VC1' }), TODAY)).toBe(false);
    expect(canChooseDate(voucher({ checkInDate: '2026-03-12' }), TODAY)).toBe(false);
    expect(canChooseDate(voucher({ status: 'cancel' }), TODAY)).toBe(false);
    expect(canChooseDate(order(), TODAY)).toBe(false);
    expect(choiceWindow(voucher({ nights: 3 }), TODAY)).toEqual({ first: TODAY, last: '2026-03-29' });
    expect(choiceWindow(voucher({ stayStartDate: '2026-03-15' }), TODAY)).toEqual({ first: '2026-03-15', last: '2026-03-31' });
    expect(choiceWindow(voucher({ stayEndDate: '2026-03-09' }), TODAY)).toBeNull();
  });
});

describe('own-channel orders (SPEC §4 Booking list)', () => {
  test('our own inventory is flagged with our channel index; a supplier order carries the supplier index', () => {
    expect(orderChannel({ channelCode: null })).toEqual({ orderChannelIdx: OWN_CHANNEL_IDX, ownChannel: true });
    expect(orderChannel({ channelCode: 'exa' })).toEqual({ orderChannelIdx: 30, ownChannel: false });
    expect(orderChannel({ channelCode: 'zzz' })).toEqual({ orderChannelIdx: null, ownChannel: false });
  });
});
