import fs from 'node:fs';
import * as schema from './schema';
import type { Database, Db } from './database';

export interface OpenDatabaseOptions {
  /** PGlite data directory; omitted or 'memory' keeps everything in memory (tests). */
  dataDir?: string;
  /** A postgres:// URL: use node-postgres instead of PGlite. */
  url?: string;
  /** Pool size for node-postgres. */
  maxConnections?: number;
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'postgres';
  }
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.url) {
    // Loaded lazily so a PGlite-only run never touches pg, and the other way round.
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
    // A dropped idle connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    await pool.query('select 1');
    const orm = drizzle(pool, { schema }) as unknown as Db;
    return { orm, driver: 'postgres', location: redact(options.url), close: () => pool.end() };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const inMemory = !options.dataDir || options.dataDir === 'memory';
  if (!inMemory) fs.mkdirSync(options.dataDir!, { recursive: true });
  const client = inMemory ? new PGlite() : new PGlite(options.dataDir);
  await client.waitReady;
  const orm = drizzle(client, { schema }) as unknown as Db;
  return {
    orm,
    driver: 'pglite',
    location: inMemory ? 'memory' : options.dataDir!,
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}
