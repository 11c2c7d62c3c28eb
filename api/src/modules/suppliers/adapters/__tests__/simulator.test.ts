// The simulated suppliers (README.md beside the folder): seeded dice, the engine's price, a ledger
// that never books one order number twice, late confirmations found by retrieve, env profiles.
import { sql } from 'drizzle-orm';
import { rawRows } from '../../../../db';
import { build, type TestApp } from '../../../../../test/helpers/build';
import { databaseTargets } from '../../../../../test/helpers/databases';
import { day } from '../../../../../test/helpers/booking';
import { seededRandom, simulatorConfig, type SupplierProfile } from '../profiles';
import { simulatedSupplier } from '../simulator';
import { rateKeyOf, SupplierTimeout, withTimeout, type SupplierCondition } from '../../supplier';

const pglite = databaseTargets().find((target) => target.name === 'pglite')!;

describe('simulated supplier', () => {
  let t: TestApp;
  let offsetMs = 0;
  const clock = () => new Date(Date.now() + offsetMs);
  let rateKey: string;
  let condition: SupplierCondition;
  const calm: SupplierProfile = { ...simulatorConfig({ NODE_ENV: 'test' }).profiles.alr, latencyMs: [0, 0] };

  beforeAll(async () => {
    t = await build(pglite);
    const [row] = await rawRows<{ product_idx: number; room_idx: number; idx: number; channel_code: string }>(
      t.database.orm,
      sql`select rp.property_idx as product_idx, rp.room_idx, rp.idx, p.channel_code from rate_plans rp join rooms r on r.idx = rp.room_idx
          join properties p on p.idx = rp.property_idx where p.channel_code in ('alr', 'prm', 'tln', 'ona') and r.max_occupancy >= 2 order by rp.idx limit 1`,
    );
    rateKey = rateKeyOf(row!.channel_code, Number(row!.product_idx), Number(row!.room_idx), Number(row!.idx));
    condition = { checkInDate: day(new Date(), 50), checkOutDate: day(new Date(), 51), adtCnt: 2, chdAges: [], count: 1, nights: 1 };
    await t.database.orm.execute(sql`update daily_rates set stock = 5 where rate_plan_idx = ${Number(row!.idx)}`);
  }, 180_000);
  afterAll(async () => t?.close());

  const sim = (profile: SupplierProfile, seed = 7) => simulatedSupplier(rateKey.slice(0, 3), t.database.orm, clock, profile, seededRandom(seed));

  test('the same seed plays the same price checks; another seed does not', async () => {
    const moody: SupplierProfile = { ...calm, priceChangeRate: 0.3, soldOutRate: 0.2, priceChangeTtlSeconds: 0 };
    const run = async (seed: number) => {
      const s = sim(moody, seed);
      const out: string[] = [];
      for (let i = 0; i < 25; i += 1) {
        const r = await s.priceCheck(rateKey, condition);
        out.push(r.status === 'AVAILABLE' ? String(r.totalAmount) : r.status);
      }
      return out;
    };
    const first = await run(42);
    expect(await run(42)).toEqual(first);
    expect(await run(43)).not.toEqual(first);
    expect(first).toContain('SOLD_OUT');
    expect(new Set(first).size).toBeGreaterThan(2);
  });

  test('a calm supplier prices exactly as our engine; a moved price stays moved', async () => {
    const s = sim(calm);
    const [shop] = (await s.shop({ productIdx: Number(rateKey.split(':')[1]), externalId: null }, condition)).filter((r) => r.rateKey === rateKey);
    const checked = await s.priceCheck(rateKey, condition);
    expect(checked).toMatchObject({ status: 'AVAILABLE', totalAmount: shop!.totalAmount });
    s.force('priceCheck', { kind: 'PRICE_CHANGED', amount: 123_400 });
    expect(await s.priceCheck(rateKey, condition)).toMatchObject({ totalAmount: 123_400 });
    expect(await s.priceCheck(rateKey, condition)).toMatchObject({ totalAmount: 123_400 });
    expect(await s.priceCheck('xxx:1:2:3', condition)).toEqual({ status: 'SOLD_OUT', available: false });
  });

  test('one order number is booked once, however often it is sent', async () => {
    const s = sim(calm);
    const request = { orderNum: 'ASTEST00000001', rate: { rateKey, condition }, guest: { name: '김민지', email: 'g@example.com', tel: '01012345678' }, amount: 100_000 };
    const first = await s.book(request);
    expect(first).toMatchObject({ status: 'CONFIRMED', confirmNum: expect.stringMatching(/^[A-Z]+\d{8}$/) });
    s.force('book', { kind: 'FAILED' });
    expect(await s.book(request)).toEqual(first);
    const rows = await rawRows<{ book_calls: number }>(t.database.orm, sql`select book_calls from supplier_sim_bookings where order_num = ${request.orderNum}`);
    expect(rows.map((r) => Number(r.book_calls))).toEqual([2]);
  });

  test('a timed-out booking confirms later, found by retrieve; cancel refunds once', async () => {
    const s = sim(calm);
    const request = { orderNum: 'ASTEST00000002', rate: { rateKey, condition }, guest: { name: '김민지', email: 'g@example.com', tel: '01012345678' }, amount: 88_000 };
    s.force('book', { kind: 'TIMEOUT', later: 'CONFIRMED', settleAfterSeconds: 60 });
    await expect(s.book(request)).rejects.toBeInstanceOf(SupplierTimeout);
    expect(await s.retrieve(request.orderNum)).toEqual({ status: 'PENDING' });
    expect(await s.retrieve('ASNEVERBOOKED1')).toEqual({ status: 'NOT_FOUND' });
    offsetMs += 61_000;
    const found = await s.retrieve(request.orderNum);
    expect(found).toMatchObject({ status: 'CONFIRMED', confirmNum: expect.any(String) });
    expect(await s.cancel(request.orderNum)).toMatchObject({ status: 'CANCELLED', refundAmount: 88_000 });
    expect(await s.cancel(request.orderNum)).toMatchObject({ status: 'CANCELLED', refundAmount: 88_000 });
    expect(await s.retrieve(request.orderNum)).toEqual({ status: 'CANCELLED', refundAmount: 88_000 });
    expect(await s.cancel('ASNEVERBOOKED1')).toEqual({ status: 'NOT_FOUND' });
  });
});

describe('supplier profiles and time limits', () => {
  test('realistic small defaults outside tests, quiet under Jest, every rate overridable', () => {
    const live = simulatorConfig({ NODE_ENV: 'production' });
    expect(live.profiles.alr).toMatchObject({ priceChangeRate: 0.03, soldOutRate: 0.02, timeoutRate: 0.03 });
    for (const p of Object.values(live.profiles)) {
      expect(p.latencyMs[0]).toBeGreaterThanOrEqual(100);
      expect(p.latencyMs[1]).toBeLessThanOrEqual(600);
      expect(p.timeoutRate).toBeLessThanOrEqual(0.05);
    }
    const quiet = simulatorConfig({ NODE_ENV: 'test' });
    expect(quiet.profiles.hos).toMatchObject({ latencyMs: [0, 0], timeoutRate: 0, priceChangeRate: 0, soldOutRate: 0 });
    const tuned = simulatorConfig({ NODE_ENV: 'production', SUPPLIER_SIM_TIMEOUT_RATE: '0.5', SUPPLIER_SIM_LATENCY_MAX_MS: '50', SUPPLIER_SIM_LATENCY_MIN_MS: '10', SUPPLIER_SIM_SEED: '9' });
    expect(tuned.seed).toBe(9);
    expect(Object.values(tuned.profiles).every((p) => p.timeoutRate === 0.5 && p.latencyMs[0] === 10 && p.latencyMs[1] === 50)).toBe(true);
    expect(simulatorConfig({ NODE_ENV: 'production', SUPPLIER_SIM_TIMEOUT_RATE: 'lots' }).profiles.dai.timeoutRate).toBe(0.035);
  });

  test('a call slower than our limit is a SupplierTimeout', async () => {
    const slow = new Promise((resolve) => setTimeout(resolve, 200, 'late'));
    await expect(withTimeout(slow, 20, 'exa', 'book')).rejects.toMatchObject({ name: 'SupplierTimeout', channelCode: 'exa', operation: 'book' });
    await expect(withTimeout(Promise.resolve('fast'), 20, 'exa', 'book')).resolves.toBe('fast');
  });
});
