// The integration suite runs on every database it can reach: PGlite always (in memory),
// PostgreSQL when DATABASE_URL is set or 127.0.0.1:5432 answers. Each test file gets its own
// fresh PostgreSQL database, so files running in parallel never see each other's rows.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import { openDatabase, runMigrations, type Database } from '../../src/db';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Synchronous probe (Jest needs the list of targets while collecting tests). */
function postgresUrl(): string | undefined {
  if (process.env.STAY_TEST_SKIP_POSTGRES === '1') return undefined;
  const url = process.env.DATABASE_URL || DEFAULT_URL;
  const { hostname, port } = new URL(url);
  const probe = spawnSync(
    process.execPath,
    ['-e', `require('net').connect(${Number(port) || 5432}, ${JSON.stringify(hostname)}).on('connect', () => process.exit(0)).on('error', () => process.exit(1))`],
    { timeout: 3000 },
  );
  return probe.status === 0 ? url : undefined;
}

export interface DatabaseTarget {
  name: 'pglite' | 'postgres';
  open(): Promise<{ database: Database; dispose(): Promise<void> }>;
}

const pglite: DatabaseTarget = {
  name: 'pglite',
  async open() {
    const database = await openDatabase({});
    await runMigrations(database);
    return { database, dispose: () => database.close() };
  },
};

function postgres(adminUrl: string): DatabaseTarget {
  return {
    name: 'postgres',
    async open() {
      const { Client } = await import('pg');
      const name = `stay_test_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
      const admin = new Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ url: url.toString(), maxConnections: 5 });
      await runMigrations(database);
      return {
        database,
        async dispose() {
          await database.close();
          const cleanup = new Client({ connectionString: adminUrl });
          await cleanup.connect();
          await cleanup.query(`drop database if exists ${name} with (force)`);
          await cleanup.end();
        },
      };
    },
  };
}

const url = postgresUrl();
let warned = false;

/** The targets of this run. Without PostgreSQL it says so, and Jest counts a skipped test. */
export function databaseTargets(): DatabaseTarget[] {
  if (url) return [pglite, postgres(url)];
  if (!warned) {
    warned = true;
    console.warn(
      'PostgreSQL runs SKIPPED: no server at DATABASE_URL or 127.0.0.1:5432 (or STAY_TEST_SKIP_POSTGRES=1). These tests run on PGlite only.',
    );
    describe.skip('on postgres (not reachable)', () => {
      test('skipped: PostgreSQL not reachable', () => undefined);
    });
  }
  return [pglite];
}
