import { checkCode, CODE_MISS_LIMIT, compactCode, countsAsMiss, couponLastDay, normaliseCode, possibleKinds, recogniseCode, wellFormed, type CodeCandidate, type CodeFacts, type MemberFacts } from '../codes';

const now = new Date('2026-05-10T03:00:00Z');
const pack: CodeFacts = { kind: 'PACK', active: true, startsAt: new Date('2026-05-01T00:00:00Z'), endsAt: new Date('2026-06-01T00:00:00Z'), companyIdx: null, maxRedemptions: null, redeemedCount: 0 };
const member: MemberFacts = { companyIdx: null, registered: false, recentMisses: 0 };

describe('coupon code rules', () => {
  test('codes are compared upper case without spaces', () => {
    expect(normaliseCode(' spring pack-26 ')).toBe('SPRINGPACK-26');
    expect(normaliseCode(12345)).toBe('12345');
  });

  test('a code is read as people type or paste it: full-width, other dashes, invisible spaces, any case', () => {
    expect(normaliseCode('７００１')).toBe('7001');
    expect(normaliseCode('ｗｅｌｃｏｍｅ－ｐａｃｋ')).toBe('WELCOME-PACK');
    expect(normaliseCode('welcome\u2013pack')).toBe('WELCOME-PACK');
    expect(normaliseCode('WELCOMEーPACK')).toBe('WELCOME-PACK');
    expect(normaliseCode('\u200Batech\u00A0stay\n')).toBe('ATECHSTAY');
    expect(compactCode(' Welcome - Pack ')).toBe('WELCOMEPACK');
    expect(compactCode('70-01')).toBe('7001');
  });

  test('the kinds a typed code could be, by shape; text that fits none is looked up nowhere', () => {
    expect(possibleKinds('7001')).toEqual(['PACK', 'CORPORATION', 'LIVE']);
    expect(possibleKinds('70-01')).toEqual(['PACK', 'CORPORATION', 'LIVE']);
    expect(possibleKinds('welcome-pack')).toEqual(['PACK', 'CORPORATION']);
    expect(possibleKinds('ATECHSTAY')).toEqual(['PACK', 'CORPORATION']);
    expect(possibleKinds('12')).toEqual(['LIVE']);
    expect(possibleKinds('7001', ['LIVE'])).toEqual(['LIVE']);
    for (const junk of ['', '---', '🎟️🎟️🎟️🎟️', "' OR '1'='1", '쿠폰코드입니다', 'A'.repeat(33)]) expect(possibleKinds(junk)).toEqual([]);
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

describe('recognising the kind of a code typed in the one box', () => {
  const candidate = (kind: CodeFacts['kind'], code: string, more: Partial<CodeCandidate> = {}): CodeCandidate => ({ ...pack, kind, code, registered: false, ...more });
  const base = { companyIdx: null, recentMisses: 0 };

  test('a code of one kind is that kind; no code is an unknown code', () => {
    const live = candidate('LIVE', '7001');
    expect(recogniseCode('7001', [live], base, now)).toEqual({ code: live, refusal: null });
    expect(recogniseCode('7001', [], base, now)).toEqual({ code: undefined, refusal: 'CODE_INVALID' });
  });

  test('the one refusal of a single match is its answer', () => {
    const corp = candidate('CORPORATION', 'ATECHSTAY', { companyIdx: 3 });
    expect(recogniseCode('atechstay', [corp], base, now)).toMatchObject({ refusal: 'CODE_NOT_ELIGIBLE' });
    expect(recogniseCode('atechstay', [corp], { ...base, companyIdx: 3 }, now)).toMatchObject({ code: corp, refusal: null });
    expect(recogniseCode('7001', [candidate('LIVE', '7001', { endsAt: now })], base, now).refusal).toBe('CODE_EXPIRED');
  });

  test('when several kinds match, the one that registers wins over any refusal', () => {
    const usedLive = candidate('LIVE', '7001', { registered: true });
    const openPack = candidate('PACK', '7001');
    expect(recogniseCode('7001', [usedLive, openPack], base, now)).toEqual({ code: openPack, refusal: null });
    const endedCorp = candidate('CORPORATION', '7001', { endsAt: now });
    expect(recogniseCode('7001', [endedCorp, openPack], base, now).code).toBe(openPack);
  });

  test('when every match refuses, the refusal about this member comes before the one about the code', () => {
    const usedLive = candidate('LIVE', '7001', { registered: true });
    const endedPack = candidate('PACK', '7001', { endsAt: now });
    const fullPack = candidate('PACK', '7001', { maxRedemptions: 1, redeemedCount: 1 });
    const otherCompany = candidate('CORPORATION', '7001', { companyIdx: 9 });
    const switchedOff = candidate('PACK', '7001', { active: false });
    expect(recogniseCode('7001', [endedPack, usedLive], base, now)).toEqual({ code: usedLive, refusal: 'CODE_USED' });
    expect(recogniseCode('7001', [endedPack, otherCompany], base, now).refusal).toBe('CODE_NOT_ELIGIBLE');
    expect(recogniseCode('7001', [endedPack, fullPack], base, now).refusal).toBe('CODE_EXHAUSTED');
    expect(recogniseCode('7001', [switchedOff, endedPack], base, now).refusal).toBe('CODE_EXPIRED');
  });

  test('between equal answers, a code stored exactly as typed beats one matched without hyphens, then the narrower kind', () => {
    const hyphened = candidate('PACK', 'AB-CD');
    const plain = candidate('CORPORATION', 'ABCD');
    expect(recogniseCode('ab-cd', [plain, hyphened], base, now).code).toBe(hyphened);
    expect(recogniseCode('abcd', [hyphened, plain], base, now).code).toBe(plain);
    const live = candidate('LIVE', '7001');
    const pack7001 = candidate('PACK', '7001');
    const corp7001 = candidate('CORPORATION', '7001');
    expect(recogniseCode('7001', [pack7001, live], base, now).code).toBe(live);
    expect(recogniseCode('7001', [pack7001, live, corp7001], base, now).code).toBe(corp7001);
  });

  test('past the miss limit no code is recognised, not even an open one', () => {
    expect(recogniseCode('7001', [candidate('LIVE', '7001')], { ...base, recentMisses: CODE_MISS_LIMIT }, now)).toEqual({ code: undefined, refusal: 'CODE_TOO_MANY_TRIES' });
  });
});
