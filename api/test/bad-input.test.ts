// Bad input: every registered route (enumerated with Fastify's onRoute hook) gets
// malformed JSON, deeply nested JSON, wrong types, huge bodies, unknown fields and SQL-looking strings, both from a
// visitor and from a logged-in member with a valid CSRF token. Nothing may answer 5xx, every
// failure is a FAIL envelope without internals, and the database must not change at all.
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { rawRows } from '../src/db';
import * as schema from '../src/db/schema';
import { Agent, type AgentResponse } from './helpers/agent';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { API, login } from './helpers/flows';

const SQL_STRINGS = ["' OR '1'='1", "1; DROP TABLE users; --", "admin'--", '" OR ""="', '1 UNION SELECT pwd_hash FROM users'];
const HUGE = JSON.stringify({ blob: 'x'.repeat(300 * 1024) });
/** Nested brackets under the size limit: once a fifth of a second of the event loop and a 500 on every JSON route. */
const NESTED = '['.repeat(60_000) + ']'.repeat(60_000);
const NESTED_OBJECTS = '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000);
/** Routes that speak a third party's protocol and take extra query parameters by design. */
const LENIENT_QUERY = ['/api/auth/kakao/callback', '/api/auth/local-provider/authorize'];

interface Probe {
  label: string;
  method: string;
  url: string;
  raw?: string;
  contentType?: string;
  /** The status a logged-in member must get, when it is certain. */
  expect400?: boolean;
}

type Entries = Record<string, { type: string; wrapped?: unknown; pipe?: unknown[] }>;

/** The object entries of a (possibly nullish/optional) valibot object schema. */
function entriesOf(s: unknown): Entries {
  let node = s as { type?: string; wrapped?: unknown; entries?: Entries } | undefined;
  while (node && (node.type === 'nullish' || node.type === 'optional')) node = node.wrapped as typeof node;
  return node?.entries ?? {};
}

function baseType(s: { type: string; wrapped?: unknown; pipe?: unknown[] }): string {
  let node = s;
  while (node.type === 'nullish' || node.type === 'optional') node = node.wrapped as typeof node;
  return node.type;
}

const WRONG: Record<string, unknown[]> = {
  string: [12345, true, { nested: 1 }, [1]],
  number: ['12', true, { nested: 1 }, [1]],
  boolean: ['yes', 1],
  picklist: [12345, 'NOT_A_VALUE'],
  literal: [12345, 'NOT_A_VALUE'],
  strict_object: ['x', 12345, [1]],
  object: ['x', 12345, [1]],
};

function concrete(url: string, fill: string): string {
  return url.replace(/:(\w+)/g, () => encodeURIComponent(fill));
}

function probesFor(route: RouteOptions): Probe[] {
  const methods = ([] as string[]).concat(route.method).filter((m) => ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'].includes(m));
  const probes: Probe[] = [];
  const hasParams = route.url.includes(':');
  const base = concrete(route.url, 'ABCD1234');
  for (const method of methods) {
    const lenient = LENIENT_QUERY.includes(route.url);
    probes.push({ label: 'unknown query field', method, url: `${base}?unexpected=1`, expect400: !lenient && method === 'GET' });
    for (const s of SQL_STRINGS) probes.push({ label: 'SQL in unknown query field', method, url: `${base}?q=${encodeURIComponent(s)}` });
    for (const [key, entry] of Object.entries(entriesOf(route.schema?.querystring))) {
      for (const s of SQL_STRINGS) probes.push({ label: `SQL in query ${key}`, method, url: `${base}?${key}=${encodeURIComponent(s)}` });
      probes.push({ label: `repeated query ${key}`, method, url: `${base}?${key}=a&${key}=b` });
      // `/api/dev/outbox?dest=%00` once answered 500 (PostgreSQL text cannot hold NUL).
      probes.push({ label: `NUL in query ${key}`, method, url: `${base}?${key}=a%00b`, expect400: true });
      if (baseType(entry) === 'string') probes.push({ label: `huge query ${key}`, method, url: `${base}?${key}=${'y'.repeat(5000)}` });
    }
    if (hasParams) {
      for (const s of [...SQL_STRINGS, 'z'.repeat(3000), '%00', '..%2F..%2Fetc%2Fpasswd']) {
        probes.push({ label: 'bad path param', method, url: route.url.replace(/:(\w+)/g, () => (s.includes('%') ? s : encodeURIComponent(s))) });
      }
    }
    if (method === 'GET') continue;
    const json = (label: string, raw: string, expect400 = true) => probes.push({ label, method, url: base, raw, contentType: 'application/json', expect400 });
    json('malformed JSON', '{"id": "a@b.c", ');
    json('truncated JSON', '{');
    json('JSON array body', '[1,2,3]');
    json('JSON number body', '42');
    json('JSON string body', '"hello"');
    json('prototype pollution', '{"__proto__": {"polluted": true}}');
    json('constructor pollution', '{"constructor": {"prototype": {"polluted": true}}}');
    json('unknown field', JSON.stringify({ unexpectedField: 1 }));
    json('huge body', HUGE);
    json('deeply nested arrays', NESTED);
    json('deeply nested objects', NESTED_OBJECTS);
    probes.push({ label: 'wrong content type', method, url: base, raw: 'id=a', contentType: 'text/plain', expect400: true });
    for (const [key, entry] of Object.entries(entriesOf(route.schema?.body))) {
      for (const value of WRONG[baseType(entry)] ?? WRONG.string!) json(`wrong type for ${key}`, JSON.stringify({ [key]: value }));
      for (const s of SQL_STRINGS) json(`SQL in ${key}`, JSON.stringify({ [key]: s }), false);
      json(`NUL in ${key}`, JSON.stringify({ [key]: 'a\u0000b' }));
    }
  }
  return probes;
}

async function snapshot(t: TestApp): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const table of Object.values(schema).filter((x) => is(x, PgTable)) as PgTable[]) {
    const name = getTableName(table);
    const [row] = await rawRows(
      t.database.orm,
      sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${name}" t`),
    );
    out[name] = row;
  }
  return out;
}

function checkEnvelope(res: AgentResponse, probe: Probe, who: string): void {
  const where = `${who} ${probe.method} ${probe.url.slice(0, 80)} (${probe.label})`;
  if (res.status >= 500) throw new Error(`${where} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
  if (res.status >= 400) {
    const text = JSON.stringify(res.body);
    if (!(res.body?.result === 'FAIL' && res.body.data?.code !== undefined && typeof res.body.data?.message === 'string')) {
      throw new Error(`${where}: not a FAIL envelope: ${text.slice(0, 300)}`);
    }
    if (/\n\s+at |node_modules|stack|SELECT |syntax error/i.test(text)) throw new Error(`${where}: leaks internals: ${text.slice(0, 300)}`);
  }
}

describe.each(databaseTargets())('bad input on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(target);
  }, 180_000);
  afterAll(async () => t?.close());

  test('every route refuses malformed input with a FAIL envelope, no 5xx, and changes nothing', async () => {
    const member = new Agent(t.app);
    await login(member, 'bronze@awesomestay.kr');
    const visitor = new Agent(t.app);
    const routes = t.routes.filter((r) => !([] as string[]).concat(r.method).every((m) => m === 'HEAD' || m === 'OPTIONS'));
    const urls = new Set(routes.map((r) => r.url));
    // The enumeration really sees the app, not an empty list.
    for (const expected of ['/api/service/auth/login', '/api/service/auth/users/cert', '/api/service/auth/users/unlink', '/api/auth/kakao', '/api/dev/outbox']) {
      expect(urls).toContain(expected);
    }
    expect(routes.length).toBeGreaterThanOrEqual(30);

    const before = await snapshot(t);
    let sent = 0;
    for (const route of routes) {
      for (const probe of probesFor(route)) {
        for (const [who, agent] of [['visitor', visitor], ['member', member]] as const) {
          const res = await agent.request(probe.method, probe.url, undefined, {
            raw: probe.raw,
            headers: probe.contentType ? { 'content-type': probe.contentType } : {},
            csrf: true,
          });
          sent += 1;
          checkEnvelope(res, probe, who);
          if (who === 'member' && probe.expect400 && res.status !== 400) {
            throw new Error(`member ${probe.method} ${probe.url.slice(0, 80)} (${probe.label}) answered ${res.status}, expected 400`);
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(await snapshot(t)).toEqual(before);
    // The member is still logged in: no probe slipped through to logout or withdrawal.
    expect((await member.get(`${API}/users`)).status).toBe(200);
  }, 180_000);

  test('non-ASCII, control-looking and oversized values in every cookie and header the server reads answer no 5xx on any route', async () => {
    // Bytes above 0x7f arrive as latin-1 characters; the values mimic a forged signature, a broken
    // token and a wrong encoding.
    // A signature is 43 characters: the same length in letters, longer in bytes.
    const odd = ['\u00e9\u00ff\u00c3\u00a9', '%00%ff\u00e0', `YQ.${'\u00ea'.repeat(43)}`, '\u00ea'.repeat(43), 'x'.repeat(4000)];
    const cookies = ['stay_at', 'stay_rt', 'stay_session', 'stay_csrf', 'stay_device', 'stay_override', 'stay_bucket', 'stay_oauth_state'];
    const headerNames = ['accept-language', 'authorization', 'client-interface', 'sec-fetch-mode', 'sec-fetch-site', 'user-agent', 'x-forwarded-for', 'x-forwarded-proto', 'x-request-id', 'x-token-delivery', 'x-csrf-token'];
    // /readyz answers 503 by design here: a test app starts no jobs, so it is not ready for traffic.
    const routes = t.routes.filter((r) => r.url !== '/readyz' && ([] as string[]).concat(r.method).some((m) => m === 'GET' || m === 'POST' || m === 'PUT'));
    let sent = 0;
    for (const route of routes) {
      const method = ([] as string[]).concat(route.method).find((m) => m === 'GET' || m === 'POST' || m === 'PUT')!;
      const url = concrete(route.url, '1');
      for (const value of odd) {
        const headers: Record<string, string> = { cookie: cookies.map((c) => `${c}=${value}`).join('; ') };
        for (const h of headerNames) headers[h] = h === 'authorization' ? `Bearer ${value}` : value;
        if (method !== 'GET') headers['content-type'] = 'application/json';
        const res = await new Agent(t.app).request(method, url, undefined, { headers, raw: method === 'GET' ? undefined : '{}', csrf: false });
        sent += 1;
        if (res.status >= 500) throw new Error(`${method} ${url} with odd cookies and headers (${value.slice(0, 12)}) answered ${res.status}: ${JSON.stringify(res.body).slice(0, 200)}`);
      }
    }
    expect(sent).toBeGreaterThan(200);
  }, 180_000);

  test('bad input messages name the field and rule in the asked language', async () => {
    const agent = new Agent(t.app);
    const res = await agent.post(`${API}/login`, { id: 'not-an-email', pwd: 'x', extra: 1 }, { headers: { 'accept-language': 'ja,en;q=0.5' } });
    expect(res.status).toBe(400);
    expect(res.body.data).toMatchObject({
      code: 'INVALID_INPUT',
      field: 'id',
      message: 'メールアドレスの形式を確認してください。(例: stay@example.com)',
      issues: expect.arrayContaining([expect.objectContaining({ field: 'extra', rule: 'UNKNOWN_FIELD' })]),
    });
    const json = await agent.request('POST', `${API}/login`, undefined, { raw: '{"id":', headers: { 'content-type': 'application/json', 'accept-language': 'en' } });
    expect(json.body).toEqual({ result: 'FAIL', data: { code: 'INVALID_JSON', message: 'The request body is not valid JSON.' } });
    const huge = await agent.request('POST', `${API}/login`, undefined, { raw: HUGE, headers: { 'content-type': 'application/json' } });
    expect(huge.status).toBe(400);
    expect(huge.body.data.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
