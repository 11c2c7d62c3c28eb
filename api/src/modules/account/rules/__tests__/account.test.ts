import { consentMeta, marketingConsentOf, withdrawalRefusal, withoutSecrets } from '../account';

describe('withdrawal', () => {
  test('refused while a paid stay is upcoming or a payment is running; past, cancelled and unpaid holds do not block', () => {
    expect(withdrawalRefusal([])).toBeNull();
    expect(withdrawalRefusal([{ tab: 'complete', holdState: 'SOLD' }, { tab: 'cancel', holdState: 'SOLD' }, { tab: 'pending', holdState: 'HELD' }])).toBeNull();
    expect(withdrawalRefusal([{ tab: 'pending', holdState: 'SOLD' }])).toBe('BOOKINGS_UPCOMING');
    expect(withdrawalRefusal([{ tab: 'pending', holdState: 'PAYING' }, { tab: 'pending', holdState: 'SOLD' }])).toBe('PAYMENT_RUNNING');
  });
});

describe('marketing consent', () => {
  const t1 = new Date('2026-03-01T01:00:00Z');
  const t2 = new Date('2026-04-01T01:00:00Z');
  test('the date is when the answer was given, and moves only when it changes', () => {
    const yes = consentMeta({ termsAgree: true }, true, t1);
    expect(yes).toEqual({ termsAgree: true, marketingAgree: true, marketingAgreedAt: t1.toISOString() });
    expect(consentMeta(yes, true, t2)).toBe(yes);
    expect(consentMeta(yes, false, t2)).toMatchObject({ marketingAgree: false, marketingAgreedAt: t1.toISOString(), marketingWithdrawnAt: t2.toISOString() });
  });
  test('never consented: no date, and saying no again records nothing to withdraw', () => {
    const no = consentMeta({ termsAgree: true }, false, t1);
    expect(no).toEqual({ termsAgree: true, marketingAgree: false });
    expect(marketingConsentOf(no)).toEqual({ state: 'NEVER', at: null });
    expect(marketingConsentOf({})).toEqual({ state: 'NEVER', at: null });
    // An old record of a "no" with a bare date proves no earlier yes.
    expect(marketingConsentOf({ marketingAgree: false, marketingAgreedAt: t1.toISOString() })).toEqual({ state: 'NEVER', at: null });
  });
  test('consented shows its date; withdrawn after consenting shows the withdrawal date; a new yes clears it', () => {
    const yes = consentMeta({}, true, t1);
    expect(marketingConsentOf(yes)).toEqual({ state: 'AGREED', at: t1.toISOString() });
    const withdrawn = consentMeta(yes, false, t2);
    expect(marketingConsentOf(withdrawn)).toEqual({ state: 'WITHDRAWN', at: t2.toISOString() });
    expect(consentMeta(withdrawn, false, new Date('2026-05-01T00:00:00Z'))).toBe(withdrawn);
    const again = consentMeta(withdrawn, true, new Date('2026-05-01T00:00:00Z'));
    expect(again.marketingWithdrawnAt).toBeUndefined();
    expect(marketingConsentOf(again)).toEqual({ state: 'AGREED', at: '2026-05-01T00:00:00.000Z' });
  });
  test('a sign-up answer without a date gets one on the first change', () => {
    expect(consentMeta({ marketingAgree: true }, true, t1).marketingAgreedAt).toBe(t1.toISOString());
  });
});

describe('the download', () => {
  test('drops secrets at any depth and keeps the data', () => {
    const out = withoutSecrets({ user: { email: 'a@b.kr', pwdHash: 'x', lockedUntil: null }, sessions: [{ ip: '1.2.3.4', tokenHash: 'y' }], at: new Date(0) });
    expect(out).toEqual({ user: { email: 'a@b.kr' }, sessions: [{ ip: '1.2.3.4' }], at: new Date(0) });
  });
});
