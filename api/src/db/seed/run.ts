// Runs seeders in order. At start (server.ts) each seeder fills its slice when it is empty; the CLI
// (seed-cli.ts) can force them. Deterministic: fixed data plus named random streams.
import type { Database } from '../database';
import { startOfKoreanDay } from '../../lib/clock';
import { createRng } from './random';
import type { SeedContext, SeedOptions, Seeder } from './types';


export interface SeedReport {
  ran: string[];
  skipped: string[];
}

export async function runSeeders(
  database: Database,
  options: SeedOptions = {},
  log: (message: string) => void = () => undefined,
  seeders: readonly Seeder[],
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
