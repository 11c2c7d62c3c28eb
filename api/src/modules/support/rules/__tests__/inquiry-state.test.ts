import { countByStatus, isOverdue, nextStatus } from '../inquiry-state';

describe('inquiry state machine', () => {
  it('a waiting inquiry is answered once', () => {
    expect(nextStatus('WAIT', 'ANSWER')).toBe('COMPLETE');
    expect(nextStatus('COMPLETE', 'ANSWER')).toBeNull();
  });

  it('is overdue only while waiting past its due time', () => {
    const dueAt = new Date('2026-11-23T03:00:00Z');
    expect(isOverdue({ status: 'WAIT', dueAt }, new Date('2026-11-23T03:00:01Z'))).toBe(true);
    expect(isOverdue({ status: 'WAIT', dueAt }, new Date('2026-11-23T03:00:00Z'))).toBe(false);
    expect(isOverdue({ status: 'COMPLETE', dueAt }, new Date('2026-11-30T00:00:00Z'))).toBe(false);
  });

  it('counts as SPEC §3 asks', () => {
    expect(countByStatus(['WAIT', 'COMPLETE', 'WAIT'])).toEqual({ completeCnt: 1, totalCnt: 3, waitCnt: 2 });
    expect(countByStatus([])).toEqual({ completeCnt: 0, totalCnt: 0, waitCnt: 0 });
  });
});
