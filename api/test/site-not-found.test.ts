// An unknown route must not answer HTTP 200 with no way home: the site answers 404 (the same page,
// whose remote shows the not-found screen, never indexed) for a path no screen answers to and for
// a stay that does not exist; every real screen stays 200.
import { sitePlugin } from '../src/modules/site';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { fakeSite } from './helpers/fake-site';

describe.each(databaseTargets().slice(0, 1))('site 404 on $name', (target) => {
  let t: TestApp;
  let site: Awaited<ReturnType<typeof fakeSite>>;
  beforeAll(async () => {
    site = await fakeSite();
    t = await build(target, {}, async (app) => {
      await app.register(sitePlugin, { repoRoot: site.repo });
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await site?.remove();
  });

  test.each(['/no-such-page', '/en/nope', '/products/abc', '/products/999999', '/ja/products/999999'])('%s is a 404 page, noindex, still the app', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
    expect(res.body).toContain('window.__STAY_BOOT__=');
    expect(res.body).toContain('<title>x</title>');
  });

  test.each(['/', '/search?cityCode=SEL', '/en/products/1', '/mypage/books', '/faq', '/login'])('%s is a 200 page', async (url) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('noindex');
  });

  test('a missing asset is still a plain 404, not the page', async () => {
    const res = await t.app.inject({ url: '/missing-chunk.1234567890.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('__STAY_BOOT__');
  });
});
