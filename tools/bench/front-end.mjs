// Cold load of a page in a fresh browser context (empty cache). For every script and stylesheet:
// bytes as sent over the wire (Chrome's encodedDataLength: the compressed body plus headers, what
// the server really sent) beside the raw (decoded) size; CSS counted apart. Never gzipped
// here: the bench once gzipped every body itself and reported that, which hid a server sending
// everything uncompressed.
// Serial round trips, from network timing (Chrome's initiators name webpack's runtime for every
// chunk, so they cannot show the chain): a request is one trip deeper than the deepest request that
// had finished before it started; counted over the document and scripts that started before the main
// slot was ready (the document included); a file run from the cache after its prefetch is no trip.
import { chromium } from 'playwright-core';

/** Debian's Chromium and the launch flags that work on these machines (DESIGN §4). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const LAUNCH = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

/**
 * What a request is, by its file as well as Chrome's type: a prefetched script (the page remote's
 * start-up files, api/site/page-remote) is typed 'Other' when it downloads and 'Script' when it is
 * later run from the cache, so counting by type alone would miss its bytes.
 */
const kindOf = (r) => {
  const file = new URL(r.url).pathname;
  if (r.type === 'Script' || (r.type === 'Other' && file.endsWith('.js'))) return 'Script';
  if (r.type === 'Stylesheet' || (r.type === 'Other' && file.endsWith('.css'))) return 'Stylesheet';
  return r.type;
};

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map(); // requestId -> {url, type, start, end, wire, raw, encoding}
  cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url, type: kindOf({ url: e.request.url, type: e.type }), start: e.timestamp, end: Infinity, wire: 0, raw: 0, encoding: '' }));
  cdp.on('Network.responseReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.encoding = e.response.headers['content-encoding'] ?? e.response.headers['Content-Encoding'] ?? '';
    if (r && (e.response.fromDiskCache || e.response.fromPrefetchCache)) r.cached = true;
  });
  // A file the page prefetched and then ran from the cache costs no round trip of its own.
  cdp.on('Network.requestServedFromCache', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.cached = true;
  });
  cdp.on('Network.dataReceived', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.raw += e.dataLength;
  });
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) {
      r.end = e.timestamp;
      r.wire = e.encodedDataLength;
    }
  });
  await page.goto(url);
  await page.waitForSelector('.sh-main-slot[data-slot-state="ready"], main h1', { timeout: 15000 });
  const readyAt = Math.max(...[...requests.values()].filter((r) => r.end !== Infinity).map((r) => r.end));
  await page.waitForLoadState('networkidle');

  const critical = [...requests.values()]
    .filter((r) => ['Document', 'Script', 'Stylesheet'].includes(r.type) && !r.cached && r.start <= readyAt && r.end !== Infinity)
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
  const finished = [...requests.values()].filter((r) => r.end !== Infinity);
  const sum = (type, key) => finished.filter((r) => r.type === type).reduce((n, r) => n + r[key], 0);
  const scripts = finished.filter((r) => r.type === 'Script');
  const uncompressed = [...scripts, ...finished.filter((r) => r.type === 'Stylesheet')].filter((r) => !r.encoding && r.raw > 1024).map((r) => r.url.replace(/^https?:\/\/[^/]+/, ''));
  await context.close();
  return { url, scripts: new Set(scripts.map((r) => r.url)).size, jsRaw: sum('Script', 'raw'), jsWire: sum('Script', 'wire'), cssRaw: sum('Stylesheet', 'raw'), cssWire: sum('Stylesheet', 'wire'), uncompressed, roundTrips: chain };
}

export async function frontEndBench(base, paths) {
  const browser = await chromium.launch(LAUNCH);
  console.log('cold load (fresh context, 390x844); bytes as transferred (encoded, headers included) beside raw; round trips = serial waves of document, script and stylesheet requests until the main slot is ready');
  const rows = [];
  for (const p of paths) {
    const r = await measure(browser, base + p);
    rows.push({ path: p, ...r });
    const kb = (n) => (n / 1024).toFixed(1).padStart(6);
    console.log(`${p.padEnd(14)} scripts ${String(r.scripts).padStart(3)}  JS ${kb(r.jsWire)} KB sent (${kb(r.jsRaw)} KB raw)  CSS ${kb(r.cssWire)} KB sent (${kb(r.cssRaw)} KB raw)  serial round trips ${r.roundTrips}${r.uncompressed.length ? `  UNCOMPRESSED: ${r.uncompressed.join(', ')}` : ''}`);
  }
  await browser.close();
  return rows;
}
