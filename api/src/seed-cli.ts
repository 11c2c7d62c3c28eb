// npm run seed -w api -- [--properties N] [--force]
// Opens the same database the server would (DATABASE_URL or DATA_DIR), migrates it, and runs the
// seeders. Without --force, seeders whose data is present are skipped.
import { databaseOptions, loadEnv } from './config/env';
import { openDatabase } from './db/open-database';
import { runMigrations } from './db/migrate';
import { runSeeders } from './seeds';
import type { SeedOptions } from './db/seed/types';

function parseArgs(argv: string[]): SeedOptions {
  const options: SeedOptions = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    if (arg === '--force') options.force = true;
    else if (arg === '--properties' || arg.startsWith('--properties=')) {
      const raw = arg.includes('=') ? arg.split('=')[1] : argv[(i += 1)];
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 0) throw new Error(`--properties needs a whole number, got "${raw}"`);
      options.properties = n;
    } else throw new Error(`unknown option ${arg} (use --properties N, --force)`);
  }
  return options;
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2));
  const env = loadEnv(process.env);
  const database = await openDatabase(databaseOptions(env));
  try {
    await runMigrations(database);
    const report = await runSeeders(database, options, (m) => console.log(m));
    console.log(`seeded ${database.driver} at ${database.location}: ran [${report.ran.join(', ')}], skipped [${report.skipped.join(', ')}]`);
    if (options.properties !== undefined && report.ran.length + report.skipped.length === 1) {
      console.log('note: no catalogue seeder is registered yet (src/db/seed/registry.ts); --properties had no effect');
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
