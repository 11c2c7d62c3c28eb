// Runs the registered seeders. At start (server.ts) each seeder fills its slice when it is empty;
// the CLI (cli.ts) can force them. Deterministic: fixed data plus named random streams.
import type { Database } from './db/database';
import { startOfKoreanDay } from './lib/clock';
import { createRng } from './db/seed/random';
import { seeders as registered } from './seeds';
import type { SeedContext, SeedOptions, Seeder } from './db/seed/types';

export type { SeedContext, SeedOptions, Seeder } from './db/seed/types';
export { createRng, type Rng } from './db/seed/random';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_COMPANIES } from './modules/account/seed/demo-accounts';

export interface SeedReport {
  ran: string[];
  skipped: string[];
}

export async function runSeeders(
  database: Database,
  options: SeedOptions = {},
  log: (message: string) => void = () => undefined,
  seeders: readonly Seeder[] = registered,
  now: Date = new Date(),
): Promise<SeedReport> {
  const ctx: SeedContext = {
    database,
    orm: database.orm,
    options,
    today: startOfKoreanDay(now),
    random: (name) => createRng(`awesomestay:${name}`),
    log,
  };
  const report: SeedReport = { ran: [], skipped: [] };
  for (const seeder of seeders) {
    if (seeder.demo && options.demo === false) continue;
    if (!options.force && (await seeder.isSeeded(ctx))) {
      report.skipped.push(seeder.name);
      continue;
    }
    const started = Date.now();
    await seeder.run(ctx);
    report.ran.push(seeder.name);
    log(`seed ${seeder.name}: done in ${Date.now() - started} ms`);
  }
  return report;
}
