// The migration that brought staff roles: whoever was on the customer centre's staff list before
// it answers inquiries as an agent afterwards, and holds no other role (prices need 'pricing').
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openDatabase, type Database } from '../src/db';
import { migrationsFolder } from '../src/db/migrate';

/** A copy of the migrations folder that stops before the one named. */
function foldersUpTo(before: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stay-mig-'));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const stop = journal.entries.findIndex((e) => e.tag === before);
  expect(stop).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, stop);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

describe('staff roles migration', () => {
  let database: Database;
  afterAll(async () => database?.close());

  it('turns every former support_staff row into an agent, and drops the old list', async () => {
    database = await openDatabase({});
    const before = foldersUpTo('0020_staff_roles');
    await migrate(database.orm as never, { migrationsFolder: before });
    const insertUser = (email: string) =>
      database.orm.execute(sql`insert into users (email, name, phone, type, user_meta) values (${email}, 'x', '01000000000', 'N', '{}'::jsonb) returning idx`);
    const rowsOf = (r: unknown) => ((r as { rows?: unknown[] }).rows ?? (r as unknown[])) as { idx: number }[];
    const staffIdx = rowsOf(await insertUser('old-staff@example.com'))[0]!.idx;
    rowsOf(await insertUser('member@example.com'));
    await database.orm.execute(sql`insert into support_staff (user_idx) values (${staffIdx})`);

    await migrate(database.orm as never, { migrationsFolder });
    const roles = rowsOf(await database.orm.execute(sql`select user_idx as idx, role from staff_roles order by user_idx, role`)) as unknown as { idx: number; role: string }[];
    expect(roles).toEqual([{ idx: staffIdx, role: 'agent' }]);
    const left = rowsOf(await database.orm.execute(sql`select to_regclass('public.support_staff') as idx`));
    expect(left[0]!.idx).toBeNull();
    fs.rmSync(before, { recursive: true, force: true });
  });
});
