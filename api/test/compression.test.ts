// Compression: scripts go out as their build's .br / .gz copies, HTML and API answers are
// compressed on the fly, and every such answer says Vary: Accept-Encoding.
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { sitePlugin } from '../src/modules/site';
import { day } from './helpers/booking';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { fakeSite } from './helpers/fake-site';

describe.each(databaseTargets().slice(0, 1))('compression on $name', (target) => {
  let t: TestApp;
  let site: Awaited<ReturnType<typeof fakeSite>>;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  beforeAll(async () => {
    site = await fakeSite();
    const dist = path.join(site.repo, 'shell/dist');
    await fs.writeFile(path.join(dist, 'big.js'), script);
    await fs.writeFile(path.join(dist, 'big.js.br'), zlib.brotliCompressSync(script));
    await fs.writeFile(path.join(dist, 'big.js.gz'), zlib.gzipSync(script));
    t = await build(target, {}, async (app) => {
      await app.register(sitePlugin, { repoRoot: site.repo });
    });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await site?.remove();
  });

  test('a script is sent as its pre-compressed brotli or gzip copy, raw only to who asks for nothing', async () => {
    const br = await t.app.inject({ url: '/big.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await t.app.inject({ url: '/big.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const raw = await t.app.inject({ url: '/big.js' });
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(script);
  });

  test('the page and a large API answer are compressed on the fly', async () => {
    const page = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    // The page of the fake site is small: below the threshold it stays as it is.
    expect(page.statusCode).toBe(200);
    const api = await t.app.inject({ method: 'POST', url: '/api/service/content/v1/products/findProducts', payload: { cityCode: 'SEL', nationCode: 'KR', checkInDate: day(t.now(), 20), checkOutDate: day(t.now(), 21), adtCnt: 2 }, headers: { 'accept-encoding': 'br' } });
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-encoding']).toBe('br');
    expect(String(api.headers.vary)).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(api.rawPayload).toString()).result).toBe('SUCCESS');
  });
});
