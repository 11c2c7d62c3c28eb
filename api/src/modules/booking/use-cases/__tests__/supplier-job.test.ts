// The reconciliation job runs by itself from the jobs registry (src/jobs.ts, every
// SUPPLIER_RECONCILE_INTERVAL_SECONDS) as a serving process starts it, and stops with it. PGlite is
// enough: nothing here races.
import { Agent } from '../../../../../test/helpers/agent';
import { setStock } from '../../../../../test/helpers/booking';
import { build, type TestApp } from '../../../../../test/helpers/build';
import { databaseTargets } from '../../../../../test/helpers/databases';
import { login } from '../../../../../test/helpers/flows';
import { sql } from 'drizzle-orm';
import { jobsOf } from '../../../../jobs';
import { startJobs, type RunningJobs } from '../../../../lib/jobs/runner';
import { channelPlan, confirmPayment, one, orderAndApprove, simulator, stayAt } from './supplier-helpers';

const pglite = databaseTargets().find((target) => target.name === 'pglite')!;

describe('supplier reconciliation timer', () => {
  let t: TestApp;
  let jobs: RunningJobs;

  beforeAll(async () => {
    process.env.SUPPLIER_RECONCILE_INTERVAL_SECONDS = '1';
    process.env.SUPPLIER_RECHECK_SECONDS = '0';
    t = await build(pglite);
    // What server.ts does once it listens: the registry's jobs run on their own.
    jobs = startJobs(jobsOf(t.app), t.app.log);
  }, 180_000);
  afterAll(async () => {
    jobs?.stop();
    await t?.close();
    delete process.env.SUPPLIER_RECHECK_SECONDS;
    process.env.SUPPLIER_RECONCILE_INTERVAL_SECONDS = '0';
  });

  test('a late confirmation is picked up without anyone asking', async () => {
    const member = new Agent(t.app);
    await login(member, 'bronze@awesomestay.kr');
    const plan = await channelPlan(t.database);
    const cond = stayAt(t, 40);
    await setStock(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 1);
    const paid = await orderAndApprove(member, plan, cond);
    simulator(t, plan).force('book', { kind: 'TIMEOUT', later: 'CONFIRMED', settleAfterSeconds: 0 });
    expect((await confirmPayment(member, paid)).body.data.orderProductStatus).toBe('confirm_wait');
    const status = async () => (await one<{ status: string }>(t.database, sql`select status from orders where order_num = ${paid.orderNum}`)).status;
    const deadline = Date.now() + 5000;
    while ((await status()) === 'confirm_wait' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await status()).toBe('confirm');
  }, 30_000);
});
