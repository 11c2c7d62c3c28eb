// Cold load of a page in a fresh browser context (empty cache). For every script: bytes after gzip
// (level 9 of the response body, so the figure does not depend on how the server compresses); the
// stylesheets (production builds extract CSS into files) are counted apart, the same way.
// Serial round trips, from network timing (Chrome's initiators name webpack's runtime for every
// chunk, so they cannot show the chain): a request is one trip deeper than the deepest request that
// had finished before it started; counted over the document and scripts that started before the main
// slot was ready (the document included).
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';

/** Debian's Chromium and the launch flags that work on these machines (DESIGN §4). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map(); // requestId -> {url, start, end}
  cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url, type: e.type, start: e.timestamp, end: Infinity }));
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.end = e.timestamp;
  });
  const bodies = new Map();
  page.on('response', async (r) => {
    const type = r.request().resourceType();
    if (type === 'script' || type === 'stylesheet' || (type === 'fetch' && r.url().endsWith('.json'))) {
      try {
        bodies.set(r.url(), { type, body: await r.body() });
      } catch {
        /* a response without a body (redirect) has nothing to count */
      }
    }
  });
  await page.goto(url);
  await page.waitForSelector('.sh-main-slot[data-slot-state="ready"], main h1', { timeout: 15000 });
  const readyAt = Math.max(...[...requests.values()].filter((r) => r.end !== Infinity).map((r) => r.end));
  await page.waitForLoadState('networkidle');

  const critical = [...requests.values()]
    .filter((r) => ['Document', 'Script', 'Stylesheet'].includes(r.type) && r.start <= readyAt && r.end !== Infinity)
    .sort((a, b) => a.start - b.start);
  const depth = new Map();
  let chain = 0;
  for (const r of critical) {
    const before = critical.filter((q) => q.end <= r.start).map((q) => depth.get(q) ?? 0);
    const d = 1 + (before.length ? Math.max(...before) : 0);
    depth.set(r, d);
    chain = Math.max(chain, d);
    if (process.env.BENCH_VERBOSE) console.log(`  ${d} ${r.url.replace(/^https?:\/\/[^/]+/, "")}`);
  }
  let jsGzip = 0;
  let jsRaw = 0;
  let cssGzip = 0;
  for (const { type, body } of bodies.values()) {
    if (type === 'script') {
      jsRaw += body.length;
      jsGzip += zlib.gzipSync(body, { level: 9 }).length;
    } else if (type === 'stylesheet') {
      cssGzip += zlib.gzipSync(body, { level: 9 }).length;
    }
  }
  await context.close();
  return { url, scripts: [...bodies.values()].filter((b) => b.type === 'script').length, jsRaw, jsGzip, cssGzip, roundTrips: chain };
}

export async function frontEndBench(base, paths) {
  const browser = await chromium.launch(LAUNCH);
  console.log('cold load (fresh context, 390x844); JS = gzip -9 of every script body; CSS likewise, of every stylesheet; round trips = serial waves of document, script and stylesheet requests until the main slot is ready');
  for (const p of paths) {
    const r = await measure(browser, base + p);
    console.log(`${p.padEnd(14)} scripts ${String(r.scripts).padStart(3)}  JS ${(r.jsRaw / 1024).toFixed(1).padStart(7)} KB raw  ${(r.jsGzip / 1024).toFixed(1).padStart(6)} KB gzip  CSS ${(r.cssGzip / 1024).toFixed(1).padStart(5)} KB gzip  serial round trips ${r.roundTrips}`);
  }
  await browser.close();
}
