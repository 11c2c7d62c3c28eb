import { afterFailure, DEFAULT_RELAY_POLICY, maskDest, mayHaveArrived, retryDelaySeconds, safeReason } from '../relay';

const policy = { ...DEFAULT_RELAY_POLICY, maxAttempts: 4, baseDelaySeconds: 30, maxDelaySeconds: 100 };
const now = new Date('2026-12-01T00:00:00Z');

describe('the relay rules', () => {
  it('waits twice as long after each failed try, up to the cap', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelaySeconds(n, policy))).toEqual([30, 60, 100, 100, 100]);
    expect(afterFailure(1, { reason: 'SMTP_421', retryable: true }, now, policy)).toEqual({ status: 'QUEUED', nextAttemptAt: new Date('2026-12-01T00:00:30Z') });
    expect(afterFailure(2, { reason: 'SMTP_421', retryable: true }, now, policy)).toEqual({ status: 'QUEUED', nextAttemptAt: new Date('2026-12-01T00:01:00Z') });
  });

  it('gives up after the last attempt, or at once when trying again cannot help', () => {
    expect(afterFailure(3, { reason: 'X', retryable: true }, now, policy).status).toBe('QUEUED');
    expect(afterFailure(4, { reason: 'X', retryable: true }, now, policy)).toEqual({ status: 'DEAD' });
    expect(afterFailure(1, { reason: 'SMTP_550', retryable: false }, now, policy)).toEqual({ status: 'DEAD' });
  });

  it('knows which failures may have reached the provider (asked before sending again)', () => {
    expect(mayHaveArrived('SOLAPI_TIMEOUT')).toBe(true);
    expect(mayHaveArrived('SOLAPI_NETWORK')).toBe(true);
    expect(mayHaveArrived('SOLAPI_500_InternalError')).toBe(false);
    expect(mayHaveArrived('SMTP_451')).toBe(false);
    expect(mayHaveArrived(null)).toBe(false);
  });

  it('masks destinations so staff recognise them without being able to copy them', () => {
    expect(maskDest('minji.kim@example.com')).toBe('mi*******@example.com');
    expect(maskDest('ab@x.kr')).toBe('a*@x.kr');
    expect(maskDest('010-1234-5678')).toBe('010-****-5678');
    expect(maskDest('01012345678')).toBe('010-****-5678');
  });

  it('keeps only a short reason with no address or long number in it', () => {
    expect(safeReason('SMTP_550')).toBe('SMTP_550');
    expect(safeReason('rejected minji@example.com 01012345678')).not.toMatch(/@|01012345678/);
    expect(safeReason('x'.repeat(200))).toHaveLength(60);
    expect(safeReason('')).toBe('UNKNOWN');
  });
});
