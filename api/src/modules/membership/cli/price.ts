// npm run membership:price -w api -- --by <e-mail> <SILVER|GOLD> <price in won> <YYYY-MM-DD>   (schedule)
// npm run membership:price -w api -- --list                                                     (the schedule)
// The pricing admin's command line for a plan's new price (README.md "Price changes"). Opens the
// same database the server would (DATABASE_URL or DATA_DIR) and applies the same rules as the staff
// API: `--by` names a member holding the pricing role, who is written on the change (the audit record).
import { databaseOptions, loadEnv } from '../../../config/env';
import { AppError } from '../../../lib/app-error';
import { openDatabase } from '../../../db/open-database';
import { runMigrations } from '../../../db/migrate';
import { listPriceChanges } from '../use-cases/list-price-changes';
import { pricingAdminByEmail } from '../use-cases/staff-only';
import { schedulePriceChange } from '../use-cases/schedule-price-change';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const env = loadEnv(process.env);
  const database = await openDatabase(databaseOptions(env));
  try {
    await runMigrations(database);
    if (args[0] === '--list') {
      for (const c of (await listPriceChanges(database.orm)).items) console.log(`${c.plan}\t${c.newPrice}\tfrom ${c.effectiveAt}\tby ${c.createdBy?.email ?? '-'} at ${c.createdAt}`);
      return;
    }
    const [flag, email, plan, price, day] = args;
    if (flag !== '--by' || !email || (plan !== 'SILVER' && plan !== 'GOLD') || !price || !day) throw new Error('usage: membership:price --by <e-mail> <SILVER|GOLD> <price> <YYYY-MM-DD> | --list');
    const createdBy = await pricingAdminByEmail(database.orm, email, 'en');
    const demo = env.demoMode && env.nodeEnv !== 'production';
    const row = await schedulePriceChange(database.orm, { plan, newPrice: Number(price), effectiveDay: day, createdBy }, new Date(), 'en', demo);
    console.log(`scheduled ${row.plan} at ${row.newPrice} won from ${row.effectiveAt}; members are asked within 30 days before their renewal`);
  } catch (error) {
    console.error(error instanceof AppError ? `${String(error.extra.code ?? error.code)}: ${String(error.extra.message ?? error.message)}` : error);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

void main();
