import { koreanMidnight, shiftedSale, saleWindow } from '../sale-window';

const deal = { saleStartDate: '2026-05-10', saleEndDate: '2026-05-12' };

describe('saleWindow (Korean calendar days)', () => {
  it('opens at 00:00 KST of the start day and closes at 24:00 KST of the end day', () => {
    expect(koreanMidnight('2026-05-10').toISOString()).toBe('2026-05-09T15:00:00.000Z');
    const w = saleWindow(deal, new Date('2026-05-01T00:00:00Z'));
    expect(w).toEqual({ state: 'UPCOMING', opensAt: '2026-05-09T15:00:00.000Z', closesAt: '2026-05-12T15:00:00.000Z', nextChangeAt: '2026-05-09T15:00:00.000Z' });
  });

  it('is open from the first minute of the start day in Korea (still the day before in UTC)', () => {
    expect(saleWindow(deal, new Date('2026-05-09T14:59:00Z')).state).toBe('UPCOMING');
    const open = saleWindow(deal, new Date('2026-05-09T15:00:00Z'));
    expect(open.state).toBe('OPEN');
    expect(open.nextChangeAt).toBe(open.closesAt);
  });

  it('is closed after the end day, with nothing left to count down to', () => {
    const w = saleWindow(deal, new Date('2026-05-12T15:00:00Z'));
    expect(w.state).toBe('CLOSED');
    expect(w.nextChangeAt).toBeNull();
  });

  it('the demo shift keeps the sale length and starts the given days after today', () => {
    expect(shiftedSale(deal, '2026-04-30', 0)).toEqual({ saleStartDate: '2026-04-30', saleEndDate: '2026-05-02' });
    expect(shiftedSale(deal, '2026-04-30', 2)).toEqual({ saleStartDate: '2026-05-02', saleEndDate: '2026-05-04' });
  });
});
