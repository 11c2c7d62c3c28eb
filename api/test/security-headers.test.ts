// Security headers: what a securityheaders-style check of the page, a stay page and an
// API answer must find; the page's one inline script runs by its nonce; no public source maps.
import { sql } from 'drizzle-orm';
import { sitePlugin } from '../src/modules/site';
import { Agent } from './helpers/agent';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { fakeSite } from './helpers/fake-site';
import { login } from './helpers/flows';

describe.each(databaseTargets().slice(0, 1))('security headers on $name', (target) => {
  let t: TestApp;
  let site: Awaited<ReturnType<typeof fakeSite>>;
  beforeAll(async () => {
    site = await fakeSite();
    t = await build(target, { publicOrigin: 'https://awesomestay.example' }, async (app) => {
      await app.register(sitePlugin, { repoRoot: site.repo });
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await site?.remove();
  });

  const common = (headers: Record<string, unknown>) => {
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
  };

  test.each(['/', '/products/1'])('%s: a CSP whose nonce is the boot script\'s, framing refused, never shared by a cache', async (url) => {
    const res = await t.app.inject({ url });
    common(res.headers);
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(res.body).toContain(`<script nonce="${nonce}">window.__STAY_BOOT__=`);
    expect(csp).toContain("script-src 'self' 'nonce-");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    // Another request, another nonce.
    expect((await t.app.inject({ url })).headers['content-security-policy']).not.toBe(csp);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  test("a script keeps nosniff but not a document's referrer, framing, opener and feature rules", async () => {
    const res = await t.app.inject({ url: '/main.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // A classic script makes no request under a policy of its own; each header is paid per file.
    expect(res.headers['referrer-policy']).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
    expect(res.headers['accept-ranges']).toBeUndefined();
    expect(res.headers.etag).toBeTruthy();
    expect((await t.app.inject({ url: '/main.js', headers: { 'if-none-match': String(res.headers.etag) } })).statusCode).toBe(304);
    expect((await t.app.inject({ url: '/' })).headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['permissions-policy']).toBeUndefined();
    expect(res.headers['x-request-id']).toBeUndefined();
    // A page and an API answer keep theirs.
    expect((await t.app.inject({ url: '/' })).headers['x-request-id']).toBeTruthy();
  });

  test('HSTS behind TLS, and absolute URLs from the configured origin whatever the Host says', async () => {
    const res = await t.app.inject({ url: '/products/1', headers: { 'x-forwarded-proto': 'https', host: 'evil.example' } });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(res.body).not.toContain('evil.example');
    expect(res.body).toContain('<link rel="canonical" href="https://awesomestay.example/products/1">');
  });

  test('a stay page costs its meta queries at most once a minute, and shows a renamed stay after that', async () => {
    const title = async () => /<title>([^<]*)<\/title>/.exec((await t.app.inject({ url: '/en/products/2' })).body)?.[1];
    const before = await title();
    expect(before).toMatch(/ \| AwesomeStay$/);
    await t.database.orm.execute(sql`update properties set name_en = 'Renamed Stay' where idx = 2`);
    expect(await title()).toBe(before);
    t.advance(61);
    expect(await title()).toBe('Renamed Stay | AwesomeStay');
  });

  test('API answers with personal data are never stored by a cache', async () => {
    const member = new Agent(t.app);
    await login(member, 'bronze@awesomestay.kr');
    const me = await member.get('/api/service/auth/users');
    expect(me.status).toBe(200);
    common(me.headers);
    expect(me.headers['cache-control']).toBe('no-store');
  });

  test('no public source maps', async () => {
    expect((await t.app.inject({ url: '/main.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/main.js.map' })).statusCode).toBe(404);
  });
});

describe.each(databaseTargets().slice(0, 1))('the page of a site paying through Toss on $name', (target) => {
  let t: TestApp;
  let site: Awaited<ReturnType<typeof fakeSite>>;
  const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
  beforeAll(async () => {
    site = await fakeSite();
    const toss = { paymentGateway: 'toss' as const, tossSecretKey: 'test_sk_csp', tossClientKey: 'test_ck_csp', tossSdkUrl: 'https://js.tosspayments.com/v2/standard' };
    t = await build(target, { publicOrigin: 'https://awesomestay.example', ...toss }, async (app) => {
      await app.register(sitePlugin, { repoRoot: site.repo });
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await site?.remove();
  });

  test("allows Toss's script, API and payment window, and nothing else opens up", async () => {
    const csp = String((await t.app.inject({ url: '/products/1' })).headers['content-security-policy']);
    expect(directive(csp, 'script-src')).toMatch(/^script-src 'self' 'nonce-[^']+' https:\/\/js\.tosspayments\.com$/);
    expect(directive(csp, 'connect-src')).toContain('https://api.tosspayments.com https://event.tosspayments.com');
    expect(directive(csp, 'frame-src')).toBe("frame-src 'self' https://*.tosspayments.com https://*.toss.im");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
  });
});
