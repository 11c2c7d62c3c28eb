// The welfare-point year end on every database target: corp@ is reminded once in
// December, the year's points expire once after 31 December however often and concurrently the job
// runs, points granted in the new year stay, and awesome cash is never touched.
import { and, eq, like } from 'drizzle-orm';
import { messageOutbox } from '../src/db/schema/messages';
import { pointLedger } from '../src/db/schema/points';
import { users } from '../src/db/schema/users';
import { koreanYear, yearEndAt } from '../src/modules/points/rules/welfare';
import { runWelfareYearEnd } from '../src/modules/points/use-cases/welfare-year-end';
import { pointsRepository } from '../src/modules/points/store';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';

const DAY = 86_400_000;

describe.each(databaseTargets())('welfare points year end on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(target);
  }, 180_000);
  afterAll(async () => t?.close());

  const idxOf = async (email: string) => (await t.database.orm.select({ idx: users.idx }).from(users).where(eq(users.email, email)))[0]!.idx;
  const notices = async (type: string) => t.database.orm.select().from(messageOutbox).where(and(eq(messageOutbox.dest, 'corp@awesomestay.kr'), eq(messageOutbox.type, type)));

  it('reminds once in the last 30 days of the year, expires once after it, keeps the new year’s points', async () => {
    const year = koreanYear(t.now());
    const end = yearEndAt(year);
    const corp = await idxOf('corp@awesomestay.kr');
    const bronze = await idxOf('bronze@awesomestay.kr');
    const points = pointsRepository(t.database.orm);
    const held = (await points.balances(corp)).userPoint;
    const bronzeBefore = await points.balances(bronze);
    expect(held).toBeGreaterThan(0);

    const december = new Date(end.getTime() - 10 * DAY);
    await Promise.all([runWelfareYearEnd(t.database.orm, december), runWelfareYearEnd(t.database.orm, december)]);
    await runWelfareYearEnd(t.database.orm, december);
    const reminders = await notices('MEMBERSHIP_WELFARE_EXPIRING');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.body).toContain(new Intl.NumberFormat('ko-KR').format(held));
    expect((await points.balances(corp)).userPoint).toBe(held);

    // The company grants next year's points on 1 January; the job runs on the 2nd, twice at once, then again.
    await points.add({ userIdx: corp, pointType: 'USER_POINT', actionType: 'SAVE', amount: 50000, reason: 'WELFARE_GRANT' }, new Date(end.getTime() + 3600_000));
    const jan2 = new Date(end.getTime() + DAY);
    const runs = await Promise.all([runWelfareYearEnd(t.database.orm, jan2), runWelfareYearEnd(t.database.orm, jan2)]);
    await runWelfareYearEnd(t.database.orm, jan2);
    expect(runs.reduce((n, r) => n + r.expired, 0)).toBeGreaterThanOrEqual(1);

    const expired = await t.database.orm.select().from(pointLedger).where(and(eq(pointLedger.userIdx, corp), eq(pointLedger.actionType, 'EXPIRE'), like(pointLedger.title, `${year}년%`)));
    expect(expired.map((r) => r.amount)).toEqual([-held]);
    expect((await points.balances(corp)).userPoint).toBe(50000);
    expect(await notices('MEMBERSHIP_WELFARE_EXPIRED')).toHaveLength(1);
    expect(await points.balances(bronze)).toEqual(bronzeBefore);
  });
});
