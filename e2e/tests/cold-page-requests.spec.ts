// What a cold page asks the network for: it carries its own remote's manifest and names that
// remote's start-up files, so until the page's remote is on screen no manifest is requested and no
// other remote's file is fetched; its data and first image come with it or are preloaded; and the
// shell's hashed files are cached for good.
import { expect, test } from '../support/test';

const PAGES = [
  { path: '/', dir: 'mf-search', remote: 'mf_search', drawn: true },
  { path: '/en/search', dir: 'mf-search', remote: 'mf_search', drawn: true },
  { path: '/products/1', dir: 'mf-product', remote: 'mf_product', drawn: true },
  { path: '/ja/faq', dir: 'mf-support', remote: 'mf_support', drawn: false },
];

for (const p of PAGES) {
  test(`a cold ${p.path} fetches only ${p.dir}'s files and no manifest before its remote is ready`, async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/remotes/')) requested.push(pathname);
    });
    await page.goto(p.path);
    await expect(page.locator(`.sh-main-slot[data-remote="${p.remote}"]`)).toHaveAttribute('data-slot-state', 'ready');
    const before = [...requested];
    expect(before.filter((u) => u.endsWith('/mf-manifest.json'))).toEqual([]);
    expect(before.filter((u) => !u.startsWith(`/remotes/${p.dir}/`))).toEqual([]);
    // The remote's entry was named by the page itself, not found by running the shell first: a
    // prefetch, or on a page drawn on the server, among the files its start-up code asks for at once.
    const html = await (await page.request.get(p.path)).text();
    const named = p.drawn ? `"prefetch":\\[[^\\]]*"/remotes/${p.dir}/[^"]+/remoteEntry\\.js"` : `<link rel="prefetch" href="/remotes/${p.dir}/[^"]+/remoteEntry\\.js">`;
    expect(html).toMatch(new RegExp(named));
  });
}

test("the main page's banners come with the page, and its first banner and a stay's first photo are preloaded", async ({ page }) => {
  const mains: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/service/content/v1/mains') mains.push(r.url());
  });
  await page.goto('/en');
  const banner = page.locator('.sr-banners__item img').first();
  await expect(banner).toBeVisible();
  expect(mains).toEqual([]);
  const home = await (await page.request.get('/en')).text();
  const src = await banner.getAttribute('src');
  expect(home).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${src}">`);

  await page.goto('/products/1');
  const photo = page.locator('.pd-gallery__main img');
  await expect(photo).toBeVisible();
  const stay = await (await page.request.get('/products/1')).text();
  expect(stay).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${await photo.getAttribute('src')}">`);
});

test("the shell's hashed files are cached for good in every encoding they are sent in", async ({ page }) => {
  // A page drawn in the browser names them in its head (a drawn one asks for them after its paint).
  const html = await (await page.request.get('/ja/faq')).text();
  const chunks = [...html.matchAll(/<link rel="?preload"? as="?(?:script|style)"? href="?(\/[\w.-]+\.[0-9a-f]{10}\.(?:js|css))/g)].map((m) => m[1] as string);
  expect(chunks.length).toBeGreaterThan(3);
  for (const chunk of chunks) {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await page.request.get(chunk, { headers: { 'accept-encoding': encoding } });
      expect(res.status(), chunk).toBe(200);
      expect(`${chunk} ${encoding} ${res.headers()['cache-control']}`).toBe(`${chunk} ${encoding} public, max-age=31536000, immutable`);
    }
  }
});
