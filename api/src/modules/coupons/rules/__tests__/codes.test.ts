import { checkCode, CODE_MISS_LIMIT, countsAsMiss, couponLastDay, normaliseCode, wellFormed, type CodeFacts, type MemberFacts } from '../codes';

const now = new Date('2026-05-10T03:00:00Z');
const pack: CodeFacts = { kind: 'PACK', active: true, startsAt: new Date('2026-05-01T00:00:00Z'), endsAt: new Date('2026-06-01T00:00:00Z'), companyIdx: null, maxRedemptions: null, redeemedCount: 0 };
const member: MemberFacts = { companyIdx: null, registered: false, recentMisses: 0 };

describe('coupon code rules', () => {
  test('codes are compared upper case without spaces', () => {
    expect(normaliseCode(' spring pack-26 ')).toBe('SPRINGPACK-26');
    expect(normaliseCode(12345)).toBe('12345');
  });

  test('each kind has its shape (SPEC §5 CORPORATION_CODE: 4-20 upper-case letters and digits)', () => {
    expect(wellFormed('PACK', 'SPRING-2026')).toBe(true);
    expect(wellFormed('PACK', 'AB')).toBe(false);
    expect(wellFormed('CORPORATION', 'AWESOMETECH')).toBe(true);
    expect(wellFormed('CORPORATION', 'AWESOME-TECH')).toBe(false);
    expect(wellFormed('CORPORATION', 'A'.repeat(21))).toBe(false);
    expect(wellFormed('LIVE', '7001')).toBe(true);
    expect(wellFormed('LIVE', '07001')).toBe(false);
  });

  test('an open code registers; unknown, switched off, other kind or not yet started are one answer', () => {
    expect(checkCode('PACK', pack, member, now)).toBeNull();
    expect(checkCode('PACK', undefined, member, now)).toBe('CODE_INVALID');
    expect(checkCode('PACK', { ...pack, active: false }, member, now)).toBe('CODE_INVALID');
    expect(checkCode('CORPORATION', pack, member, now)).toBe('CODE_INVALID');
    expect(checkCode('PACK', { ...pack, startsAt: new Date('2026-05-11T00:00:00Z') }, member, now)).toBe('CODE_INVALID');
  });

  test('a code is over at endsAt exactly', () => {
    expect(checkCode('PACK', { ...pack, endsAt: now }, member, now)).toBe('CODE_EXPIRED');
    expect(checkCode('PACK', { ...pack, endsAt: new Date(now.getTime() + 1) }, member, now)).toBeNull();
  });

  test('once per member', () => {
    expect(checkCode('PACK', pack, { ...member, registered: true }, now)).toBe('CODE_USED');
  });

  test("a company's code is for its own members only", () => {
    const corp = { ...pack, kind: 'CORPORATION' as const, companyIdx: 3 };
    expect(checkCode('CORPORATION', corp, member, now)).toBe('CODE_NOT_ELIGIBLE');
    expect(checkCode('CORPORATION', corp, { ...member, companyIdx: 4 }, now)).toBe('CODE_NOT_ELIGIBLE');
    expect(checkCode('CORPORATION', corp, { ...member, companyIdx: 3 }, now)).toBeNull();
  });

  test('a limited code stops at its last registration', () => {
    expect(checkCode('PACK', { ...pack, maxRedemptions: 2, redeemedCount: 1 }, member, now)).toBeNull();
    expect(checkCode('PACK', { ...pack, maxRedemptions: 2, redeemedCount: 2 }, member, now)).toBe('CODE_EXHAUSTED');
  });

  test('past the miss limit even a right code is refused, and only wrong codes count as misses', () => {
    expect(checkCode('PACK', pack, { ...member, recentMisses: CODE_MISS_LIMIT - 1 }, now)).toBeNull();
    expect(checkCode('PACK', pack, { ...member, recentMisses: CODE_MISS_LIMIT }, now)).toBe('CODE_TOO_MANY_TRIES');
    expect(countsAsMiss('CODE_INVALID')).toBe(true);
    expect(countsAsMiss('CODE_USED')).toBe(false);
    expect(countsAsMiss(null)).toBe(false);
  });

  test("a coupon from a code lasts validDays from today (today counts), never past its kind's last day", () => {
    expect(couponLastDay('2026-05-10', '2026-12-31', 30)).toBe('2026-06-08');
    expect(couponLastDay('2026-05-10', '2026-05-20', 30)).toBe('2026-05-20');
    expect(couponLastDay('2026-05-10', '2026-05-20', null)).toBe('2026-05-20');
  });
});
