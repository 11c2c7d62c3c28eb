// The one coupon-code box on /mypage/coupon (POST /v1/coupons/code {code}): every demo code kind
// registers from it as people type it, the server recognises the kind (rules/codes.ts
// recogniseCode), each refusal has its own code and message in ko/en/ja, and bad input is a 4xx
// that changes nothing. The per-kind calls (account-data.test.ts) keep working beside it.
import { CouponCodeRegisteredSchema } from '@stay/shared/contracts/member-coupons';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { rawRows } from '../src/db';
import { Agent } from './helpers/agent';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { login, signUp } from './helpers/flows';

const COUPONS = '/api/service/content/v1/coupons';
const BOX = `${COUPONS}/code`;

describe.each(databaseTargets())('the coupon code box on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(target);
  }, 180_000);
  afterAll(async () => t?.close());

  /** What a registration moves: the member's coupons and code records, and every code's count. */
  async function footprint(email: string) {
    const [row] = await rawRows<{ coupons: number; records: number; counted: number }>(
      t.database.orm,
      sql`select (select count(*) from user_coupons c join users u on u.idx = c.user_idx where u.email = ${email})::int as coupons,
                 (select count(*) from coupon_code_redemptions r join users u on u.idx = r.user_idx where u.email = ${email})::int as records,
                 (select coalesce(sum(redeemed_count), 0) from coupon_codes)::int as counted`,
    );
    return row;
  }

  async function addCode(kind: string, code: string, managerCodes: string[], more: { maxRedemptions?: number; redeemedCount?: number } = {}) {
    await t.database.orm.execute(
      sql`insert into coupon_codes (kind, code, manager_codes, starts_at, ends_at, max_redemptions, redeemed_count)
          values (${kind}, ${code}, ${`{${managerCodes.join(',')}}`}::text[], now() - interval '1 day', now() + interval '30 days', ${more.maxRedemptions ?? null}, ${more.redeemedCount ?? 0})`,
    );
  }

  test('each demo code registers from the one box as typed, and the answer names its kind and coupons', async () => {
    const member = new Agent(t.app);
    await signUp(member);
    const live = await member.post(BOX, { code: '7001' });
    expect(live.status).toBe(200);
    const read = v.parse(CouponCodeRegisteredSchema, live.body.data);
    expect(read.kind).toBe('LIVE');
    expect(read.coupons.map((c) => c.couponName)).toEqual(['라이브 특가 20,000원 쿠폰']);

    const pack = await member.post(BOX, { code: ' welcome pack ' }, { headers: { 'accept-language': 'en' } });
    expect(pack.status).toBe(200);
    expect(pack.body.data.kind).toBe('PACK');
    expect(pack.body.data.coupons.map((c: { couponName: string }) => c.couponName).sort()).toEqual(['Welcome pack 7% off, up to KRW 20,000', 'Welcome pack KRW 15,000']);
    const mine = (await member.get(`${COUPONS}/user`)).body.data.coupons.map((c: { couponName: string }) => c.couponName);
    expect(mine).toEqual(expect.arrayContaining(['라이브 특가 20,000원 쿠폰', '웰컴 팩 15,000원 쿠폰', '웰컴 팩 7% 할인 (최대 20,000원)']));

    const corp = new Agent(t.app);
    await login(corp, 'corp@awesomestay.kr');
    const company = await corp.post(BOX, { code: 'atech-stay' });
    expect(company.status).toBe(200);
    expect(company.body.data).toMatchObject({ kind: 'CORPORATION', coupons: [{ discountType: 'RATE', discount: 10 }] });
    // Full-width digits from a Japanese or Korean keyboard are the same number.
    expect((await corp.post(BOX, { code: '７００１' })).body.data.kind).toBe('LIVE');
  });

  test('each refusal has its code and its message in the member language, and changes nothing', async () => {
    const member = new Agent(t.app);
    const { email } = await signUp(member);
    expect((await member.post(BOX, { code: '7001' })).status).toBe(200);
    await addCode('LIVE', '7002', ['LIVE_20000'], { maxRedemptions: 1, redeemedCount: 1 });
    const before = await footprint(email);

    const cases: [string, string | undefined, number, string, string][] = [
      ['NO-SUCH-CODE', undefined, 400, 'CODE_INVALID', '쿠폰 발급에 실패했습니다. 코드를 다시 확인해 주세요.'],
      ['spring-pack', 'en', 400, 'CODE_EXPIRED', 'The coupon could not be issued. This code has ended.'],
      ['7001', 'ja', 409, 'CODE_USED', 'すでに登録したコードです。コードの登録は1回のみです。'],
      ['7002', undefined, 409, 'CODE_EXHAUSTED', '쿠폰 발급에 실패했습니다. 이 코드의 쿠폰이 모두 소진되었습니다.'],
      ['ATECHSTAY', 'en', 400, 'CODE_NOT_ELIGIBLE', "The coupon could not be issued. Only that company's members can register this code."],
    ];
    for (const [code, language, status, failure, message] of cases) {
      const res = await member.post(BOX, { code }, language ? { headers: { 'accept-language': language } } : {});
      expect({ code, status: res.status, data: res.body.data }).toMatchObject({ code, status, data: { code: failure, message } });
    }
    expect(await footprint(email)).toEqual(before);
  });

  test('bad input answers 4xx with its code, never 5xx, and changes nothing', async () => {
    const member = new Agent(t.app);
    const { email } = await signUp(member);
    const before = await footprint(email);
    const bodies: [unknown, string][] = [
      [{ code: '' }, 'INVALID_INPUT'],
      [{ code: '    ' }, 'INVALID_INPUT'],
      [{ code: 'W'.repeat(500) }, 'INVALID_INPUT'],
      [{ code: 7001 }, 'INVALID_INPUT'],
      [{}, 'INVALID_INPUT'],
      [{ code: '7001', kind: 'LIVE' }, 'INVALID_INPUT'],
      [{ code: '🎟️🎁' }, 'CODE_INVALID'],
      [{ code: "' OR '1'='1" }, 'CODE_INVALID'],
      [{ code: "7001'; DROP TABLE coupon_codes; --" }, 'CODE_INVALID'],
      [{ code: '쿠폰코드' }, 'CODE_INVALID'],
      [{ code: '---' }, 'CODE_INVALID'],
    ];
    for (const [body, failure] of bodies) {
      const res = await member.post(BOX, body);
      expect({ body, status: res.status >= 400 && res.status < 500, code: res.body.data?.code, message: typeof res.body.data?.message }).toEqual({ body, status: true, code: failure, message: 'string' });
    }
    expect(await footprint(email)).toEqual(before);
    expect((await new Agent(t.app).post(BOX, { code: '7001' })).status).toBe(401);
  });

  test('one text matching two kinds: the exact one first, the other on the next try, then already registered', async () => {
    await addCode('LIVE', '7100', ['LIVE_20000']);
    await addCode('PACK', '71-00', ['PACK_WELCOME15000']);
    const member = new Agent(t.app);
    await signUp(member);
    expect((await member.post(BOX, { code: '7100' })).body.data).toMatchObject({ kind: 'LIVE', coupons: [{ discount: 20_000 }] });
    expect((await member.post(BOX, { code: '7100' })).body.data).toMatchObject({ kind: 'PACK', coupons: [{ discount: 15_000 }] });
    expect((await member.post(BOX, { code: '71-00' })).body.data.code).toBe('CODE_USED');
  });

  test('an old client naming the kind keeps its answers: the per-kind call looks in its own kind only', async () => {
    const member = new Agent(t.app);
    await signUp(member);
    expect((await member.post(`${COUPONS}/pack`, { couponPackCode: '7001' })).body.data.code).toBe('CODE_INVALID');
    expect((await member.post(`${COUPONS}/live`, { gripIdx: 7001 })).body.data.coupons).toHaveLength(1);
    expect((await member.post(`${COUPONS}/pack`, { couponPackCode: 'welcome-pack' })).body.data.coupons).toHaveLength(2);
  });
});
