import { canCancel, canSignUp, dealState, isDue } from '../alarms';

const deal = { saleStartDate: '2026-12-01', saleEndDate: '2026-12-10' };

test('a deal is upcoming before its first sale day, open through its last, then closed', () => {
  expect(dealState(deal, '2026-11-30')).toBe('UPCOMING');
  expect(dealState(deal, '2026-12-01')).toBe('OPEN');
  expect(dealState(deal, '2026-12-10')).toBe('OPEN');
  expect(dealState(deal, '2026-12-11')).toBe('CLOSED');
});

test('only an upcoming deal takes an alarm; an alarm is sent once, while the deal is open', () => {
  expect(canSignUp(deal, '2026-11-30')).toBe(true);
  expect(canSignUp(deal, '2026-12-01')).toBe(false);
  expect(isDue({ notifiedAt: null }, deal, '2026-11-30')).toBe(false);
  expect(isDue({ notifiedAt: null }, deal, '2026-12-01')).toBe(true);
  expect(isDue({ notifiedAt: new Date() }, deal, '2026-12-02')).toBe(false);
  expect(isDue({ notifiedAt: null }, deal, '2026-12-11')).toBe(false);
});

describe('cancelling an alarm', () => {
  it('is possible until the alarm has been sent', () => {
    expect(canCancel({ notifiedAt: null })).toBe(true);
    expect(canCancel({ notifiedAt: new Date('2026-05-10T00:00:00Z') })).toBe(false);
  });
});
