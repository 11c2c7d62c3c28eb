// Cold load of a page in a fresh browser context (empty cache). For every script and JSON request:
// bytes after gzip (level 9 of the response body, so the figure does not depend on how the server
// compresses), and the request that caused it (Chrome's initiator: the parser, or the script that
// inserted it). The serial round trips are the longest chain document -> script -> ... -> script.
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

const LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
};

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map(); // requestId -> {url, parentUrl, type}
  cdp.on('Network.requestWillBeSent', (e) => {
    const frames = e.initiator?.stack?.callFrames ?? [];
    const parentUrl = e.initiator?.url ?? frames[0]?.url ?? e.initiator?.stack?.parent?.callFrames?.[0]?.url ?? null;
    requests.set(e.requestId, { url: e.request.url, parentUrl, type: e.type });
  });
  const bodies = new Map();
  page.on('response', async (r) => {
    const type = r.request().resourceType();
    if (type === 'script' || (type === 'fetch' && r.url().endsWith('.json'))) {
      try {
        bodies.set(r.url(), { type, body: await r.body() });
      } catch {
        /* a response without a body (redirect) has nothing to count */
      }
    }
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForSelector('[data-slot-state="ready"]', { timeout: 15000 });
  await page.waitForLoadState('networkidle');

  const byUrl = new Map([...requests.values()].map((r) => [r.url, r]));
  const depth = (u, seen = new Set()) => {
    if (u === url || !byUrl.has(u) || seen.has(u)) return 1;
    seen.add(u);
    return 1 + depth(byUrl.get(u).parentUrl, seen);
  };
  let jsGzip = 0;
  let jsRaw = 0;
  let chain = 1;
  for (const [u, { type, body }] of bodies) {
    if (type === 'script') {
      jsRaw += body.length;
      jsGzip += zlib.gzipSync(body, { level: 9 }).length;
    }
    chain = Math.max(chain, depth(u));
  }
  await context.close();
  return { url, scripts: [...bodies.values()].filter((b) => b.type === 'script').length, jsRaw, jsGzip, roundTrips: chain };
}

export async function frontEndBench(base, paths) {
  const browser = await chromium.launch(LAUNCH);
  console.log('cold load (fresh context, 390x844), gzip -9 of each script body; round trips = longest initiator chain incl. the document');
  for (const p of paths) {
    const r = await measure(browser, base + p);
    console.log(`${p.padEnd(14)} scripts ${String(r.scripts).padStart(3)}  JS ${(r.jsRaw / 1024).toFixed(1).padStart(7)} KB raw  ${(r.jsGzip / 1024).toFixed(1).padStart(6)} KB gzip  serial round trips ${r.roundTrips}`);
  }
  await browser.close();
}
