import { pendingMigrations, readiness, timedCheck } from '../readiness';

const all = { database: 'ok', migrations: 'ok', jobs: 'ok' } as const;

describe('readiness', () => {
  test('ready only when every check is ok', () => {
    expect(readiness(false, all)).toEqual({ statusCode: 200, data: { status: 'ready', checks: all } });
    expect(readiness(false, { ...all, database: 'timeout', migrations: 'unknown' })).toEqual({
      statusCode: 503,
      data: { status: 'not ready', checks: { ...all, database: 'timeout', migrations: 'unknown' }, failing: ['database', 'migrations'] },
    });
    expect(readiness(false, { ...all, jobs: 'not started' }).statusCode).toBe(503);
  });

  test('draining wins over healthy checks', () => {
    expect(readiness(true, all)).toEqual({ statusCode: 503, data: { status: 'draining' } });
  });
});

describe('pendingMigrations', () => {
  const shipped = [
    { tag: '0000_init', when: 100 },
    { tag: '0001_catalog', when: 200 },
    { tag: '0002_wishes', when: 300 },
  ];
  test('what drizzle would still apply: entries newer than the newest applied', () => {
    expect(pendingMigrations(shipped, 300)).toEqual([]);
    expect(pendingMigrations(shipped, 200)).toEqual(['0002_wishes']);
    expect(pendingMigrations(shipped, null)).toEqual(['0000_init', '0001_catalog', '0002_wishes']);
    // A database migrated by a newer build is not behind this one.
    expect(pendingMigrations(shipped, 400)).toEqual([]);
  });
});

describe('timedCheck', () => {
  test('ok, failed on a throw, timeout when late', async () => {
    expect(await timedCheck(async () => 'ok', 50)).toBe('ok');
    expect(await timedCheck(async () => Promise.reject(new Error('down')), 50)).toBe('failed');
    expect(await timedCheck(() => new Promise(() => undefined), 20)).toBe('timeout');
  });
});
