// A member price is never above the price a visitor sees, across the whole seeded
// catalogue: every rate plan's member price for every priced night, by the same function the
// quotes use (pricing/rules/quote.ts awesomeAmountOf).
import { eq } from 'drizzle-orm';
import { dailyRates, ratePlans } from '../src/db/schema/catalog';
import { awesomeAmountOf } from '../src/modules/pricing';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';

const [pglite] = databaseTargets();

describe('member prices across the catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(pglite!);
  }, 180_000);
  afterAll(async () => t?.close());

  it('no night of any rate plan costs a member more than a visitor, and most cost less', async () => {
    const rows = await t.database.orm
      .select({ price: dailyRates.price, pct: ratePlans.awesomeDiscountPct })
      .from(dailyRates)
      .innerJoin(ratePlans, eq(ratePlans.idx, dailyRates.ratePlanIdx));
    expect(rows.length).toBeGreaterThan(1000);
    const above = rows.filter((r) => awesomeAmountOf(r.price, r.pct) > r.price);
    expect(above).toEqual([]);
    const cheaper = rows.filter((r) => awesomeAmountOf(r.price, r.pct) < r.price).length;
    expect(cheaper / rows.length).toBeGreaterThan(0.5);
  });
});
