// CI fails when a route's JavaScript, as transferred to a cold phone browser, grows past its
// budget (e2e/budgets.json). Measured like `npm run bench`: Chrome's encodedDataLength of every
// script response until the network is idle, so a server that stops compressing fails this too.
// Every one of those scripts also carries V8's compile hint on its first line.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';

const budgets = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../budgets.json'), 'utf8')).scripts as Record<string, number>;

for (const [route, kb] of Object.entries(budgets)) {
  test(`a cold load of ${route} transfers at most ${kb} KB of JavaScript, all of it compressed`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const scripts = new Map<string, { url: string; encoding: string; wire: number; raw: number }>();
    cdp.on('Network.responseReceived', (e) => {
      // A prefetched script (the page remote's start-up files) is typed 'Other' when it downloads.
      const prefetched = e.type === 'Other' && new URL(e.response.url).pathname.endsWith('.js');
      if (e.type !== 'Script' && !prefetched) return;
      const headers = Object.fromEntries(Object.entries(e.response.headers).map(([k, val]) => [k.toLowerCase(), String(val)]));
      scripts.set(e.requestId, { url: e.response.url, encoding: headers['content-encoding'] ?? '', wire: 0, raw: 0 });
    });
    cdp.on('Network.loadingFinished', (e) => {
      const s = scripts.get(e.requestId);
      if (s) s.wire = e.encodedDataLength;
    });
    await page.goto(route);
    await expect(page.locator('.sh-main-slot').first()).toHaveAttribute('data-slot-state', 'ready');
    await page.waitForLoadState('networkidle');

    // A prefetched script run from the cache is the same file: counted once, with its download.
    const all = [...new Map([...scripts.values()].sort((a, b) => a.wire - b.wire).map((s) => [s.url, s])).values()];
    // Each one asks V8 to compile it while it streams in, off the main thread (tools/webpack/compile-hints).
    // Its raw size is its body, fetched again and decoded (counting the page's dataReceived events
    // gave the same total for every route).
    const unhinted: string[] = [];
    for (const s of all) {
      const body = await (await context.request.get(s.url)).body();
      s.raw = body.length;
      if (!body.subarray(0, 64).toString('utf8').startsWith('//# allFunctionsCalledOnLoad\n')) unhinted.push(s.url);
    }
    await context.close();
    expect(unhinted).toEqual([]);
    const sent = all.reduce((n, s) => n + s.wire, 0) / 1024;
    const raw = all.reduce((n, s) => n + s.raw, 0) / 1024;
    test.info().annotations.push({ type: 'weight', description: `${route}: ${all.length} scripts, ${sent.toFixed(1)} KB sent (${raw.toFixed(1)} KB raw), budget ${kb} KB` });
    console.log(`${route}: ${all.length} scripts, ${sent.toFixed(1)} KB sent (${raw.toFixed(1)} KB raw), budget ${kb} KB`);
    expect(all.filter((s) => !s.encoding && s.raw > 1024).map((s) => s.url)).toEqual([]);
    expect(sent).toBeLessThanOrEqual(kb);
  });
}
