// Login records are destroyed three months after they were made, as the privacy policy says: the
// retention job removes older ones of every member (and of addresses that matched nobody) and keeps
// the rest.
import { eq, inArray } from 'drizzle-orm';
import { Agent } from './helpers/agent';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { login } from './helpers/flows';
import { loginHistory } from '../src/db/schema/login-history/login-history';
import { users } from '../src/db/schema/users';
import { jobsOf } from '../src/jobs';

const DAY_MS = 86_400_000;

describe.each(databaseTargets())('login history retention on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(target);
  }, 180_000);
  afterAll(async () => t?.close());

  test('the job destroys records older than three months and keeps the newer ones and today’s login', async () => {
    await login(new Agent(t.app), 'silver@awesomestay.kr');
    const [member] = await t.database.orm.select({ idx: users.idx }).from(users).where(eq(users.email, 'silver@awesomestay.kr'));
    const now = t.now().getTime();
    const rows = await t.database.orm
      .insert(loginHistory)
      .values([
        { userIdx: member!.idx, method: 'EMAIL', success: true, ip: '10.0.0.1', createdAt: new Date(now - 100 * DAY_MS) },
        { userIdx: null, method: 'EMAIL', success: false, reason: 'NO_USER', ip: '10.0.0.2', createdAt: new Date(now - 200 * DAY_MS) },
        { userIdx: member!.idx, method: 'EMAIL', success: true, ip: '10.0.0.3', createdAt: new Date(now - 80 * DAY_MS) },
      ])
      .returning({ idx: loginHistory.idx });
    const job = jobsOf(t.app).find((j) => j.name === 'login-history-retention');
    expect(job).toBeDefined();
    expect(await job!.run()).toBeGreaterThanOrEqual(2);
    const left = await t.database.orm.select({ ip: loginHistory.ip }).from(loginHistory).where(inArray(loginHistory.idx, rows.map((r) => r.idx)));
    expect(left.map((r) => r.ip)).toEqual(['10.0.0.3']);
    // The login just made is kept, and a second run finds nothing more to destroy.
    expect((await t.database.orm.select({ idx: loginHistory.idx }).from(loginHistory).where(eq(loginHistory.userIdx, member!.idx))).length).toBeGreaterThanOrEqual(2);
    expect(await job!.run()).toBe(0);
  });
});
