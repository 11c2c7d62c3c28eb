// Policy versions on a database seeded before the current ones were written: the next start adds
// the versions it is missing (the terms and privacy policy v3.0, effective 2026-11-28) and leaves
// the earlier ones as they were; the API answers the newest version from its Korean day on, and
// the earlier one before it (the new one then listed as upcoming). On every database target.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { buildApp } from '../src/app';
import type { Database } from '../src/db';
import { policyVersions } from '../src/db/schema/support';
import { runSeeders } from '../src/seeds';
import { policiesSeeder, policiesSeederOf } from '../src/modules/support/seed';
import { POLICIES, POLICIES_V3_DATE } from '../src/modules/support/rules/policy-data';
import { Agent } from './helpers/agent';
import { CONTENT } from './helpers/booking';
import { databaseTargets } from './helpers/databases';

/** What the seeder wrote before v3.0 existed. */
const BEFORE_V3 = POLICIES.filter((p) => p.effectiveDate < POLICIES_V3_DATE);

const rowsOf = async (database: Database) =>
  database.orm
    .select({ kind: policyVersions.kind, version: policyVersions.version, effectiveDate: policyVersions.effectiveDate, bodyKo: policyVersions.bodyKo, bodyEn: policyVersions.bodyEn })
    .from(policyVersions)
    .orderBy(asc(policyVersions.kind), asc(policyVersions.effectiveDate));

describe.each(databaseTargets())('policy versions on $name', (target) => {
  let database: Database;
  let dispose: () => Promise<void>;
  let app: FastifyInstance | undefined;
  let now = new Date('2026-11-28T00:00:00+09:00');
  const deployRoot = path.join(os.tmpdir(), `stay-deploy-test-${process.pid}-${Math.random().toString(36).slice(2)}`);

  beforeAll(async () => {
    ({ database, dispose } = await target.open());
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await dispose?.();
    await fs.rm(deployRoot, { recursive: true, force: true });
  });

  test('a database seeded with the earlier versions gets v3.0 on its next start, and its earlier texts stay', async () => {
    // The database as an earlier release left it.
    await runSeeders(database, { demo: false }, undefined, [policiesSeederOf(BEFORE_V3)]);
    const before = await rowsOf(database);
    expect(before.map((r) => `${r.kind}/${r.version}`).sort()).toEqual(BEFORE_V3.map((p) => `${p.kind}/${p.version}`).sort());

    // The next start: the seeder sees what is missing and adds only that.
    const logs: string[] = [];
    const report = await runSeeders(database, { demo: false }, (m) => logs.push(m), [policiesSeeder]);
    expect(report).toEqual({ ran: ['support-policies'], skipped: [] });
    expect(logs.join('\n')).toContain('added terms v3.0, privacy v3.0');

    const after = await rowsOf(database);
    expect(after).toHaveLength(POLICIES.length);
    expect(after).toEqual(expect.arrayContaining(before));
    const v3 = after.filter((r) => r.version === 'v3.0');
    expect(v3.map((r) => [r.kind, r.effectiveDate])).toEqual([
      ['privacy', '2026-11-28'],
      ['terms', '2026-11-28'],
    ]);
    expect(v3.every((r) => r.bodyKo.includes('{#purpose}') && r.bodyEn.startsWith('> '))).toBe(true);

    // And the start after that has nothing to do.
    expect(await runSeeders(database, { demo: false }, undefined, [policiesSeeder])).toEqual({ ran: [], skipped: ['support-policies'] });
  }, 120_000);

  test('versions are found by name, not counted: a database with extra rows still gets the missing ones', async () => {
    // Two versions no release wrote (added by hand), as many rows as the seed has, v3.0 missing.
    await database.orm.delete(policyVersions);
    await runSeeders(database, { demo: false }, undefined, [policiesSeederOf(BEFORE_V3)]);
    const extra = (version: string) => ({ kind: 'ir' as const, version, effectiveDate: '2024-03-31', titleKo: 'IR', titleEn: 'IR', titleJa: 'IR', bodyKo: '-', bodyEn: '-', bodyJa: '-' });
    await database.orm.insert(policyVersions).values([extra('2023'), extra('2024')]);
    expect(await rowsOf(database)).toHaveLength(POLICIES.length);

    expect((await runSeeders(database, { demo: false }, undefined, [policiesSeeder])).ran).toEqual(['support-policies']);
    expect((await rowsOf(database)).filter((r) => r.version === 'v3.0')).toHaveLength(2);
  }, 120_000);

  test('the API answers v3.0 from its Korean day on, and v2.0 with v3.0 upcoming the evening before', async () => {
    app = await buildApp({
      db: database,
      env: { nodeEnv: 'test', rateLimitEnabled: false, deployRoot, demoMode: true, paymentGateway: 'sandbox', localOauthProvider: true },
      clock: () => now,
    });
    await app.ready();
    const visitor = new Agent(app);

    now = new Date('2026-11-28T00:00:00+09:00');
    const privacy = await visitor.get(`${CONTENT}/v1/policies/privacy`, { headers: { 'accept-language': 'en' } });
    expect(privacy.status).toBe(200);
    expect(privacy.body.data.policy).toMatchObject({ kind: 'privacy', version: 'v3.0', effectiveDate: '2026-11-28', current: true, title: 'Privacy policy' });
    expect(privacy.body.data.policy.body).toContain('## Article 13 (Privacy officer and the department handling complaints) {#officer}');
    expect(privacy.body.data.versions.map((v: { version: string; current: boolean }) => [v.version, v.current])).toEqual([
      ['v3.0', true],
      ['v2.0', false],
      ['v1.1', false],
      ['v1.0', false],
    ]);
    const terms = await visitor.get(`${CONTENT}/v1/policies/terms`, { headers: { 'accept-language': 'ja' } });
    expect(terms.body.data.policy).toMatchObject({ version: 'v3.0', current: true, title: '利用規約' });
    expect(terms.body.data.policy.body).toContain('{#jurisdiction}');

    // An earlier version stays readable by name, as it was.
    const old = await visitor.get(`${CONTENT}/v1/policies/privacy/v2.0`);
    expect(old.body.data.policy).toMatchObject({ version: 'v2.0', current: false, body: POLICIES.find((p) => p.kind === 'privacy' && p.version === 'v2.0')!.body[0] });

    now = new Date('2026-11-27T23:59:00+09:00');
    const eve = await visitor.get(`${CONTENT}/v1/policies/privacy`);
    expect(eve.body.data.policy).toMatchObject({ version: 'v2.0', current: true, title: '개인정보 처리방침' });
    expect(eve.body.data.versions[0]).toEqual({ version: 'v3.0', effectiveDate: '2026-11-28', current: false, upcoming: true });
  }, 120_000);
});
