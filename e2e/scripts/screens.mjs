// Screenshots of pages at phone and desktop widths in ko, en and ja, for a person to look at.
// usage: node e2e/scripts/screens.mjs <baseUrl> <outDir> <path> [<path> ...]
// LOGIN=<e-mail> logs in as that demo account first (password Stay1234!), for member pages.
// CLICK=<css selector> clicks the first visible match before the shot (e.g. a menu button).
import { chromium } from 'playwright-core';

const [base, out, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const widths = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 900 } };
const locales = (process.env.LOCALES ?? 'ko,en,ja').split(',');
for (const p of paths) {
  for (const locale of locales) {
    for (const [name, viewport] of Object.entries(widths)) {
      const context = await browser.newContext({ viewport });
      if (process.env.LOGIN) {
        await context.request.get(`${base}/healthz`);
        const csrf = (await context.cookies(base)).find((c) => c.name === 'stay_csrf')?.value ?? '';
        const res = await context.request.post(`${base}/api/service/auth/login`, { data: { id: process.env.LOGIN, pwd: 'Stay1234!' }, headers: { 'x-csrf-token': csrf } });
        if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
      }
      const page = await context.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      const url = base + (locale === 'ko' ? p : p === '/' ? `/${locale}` : `/${locale}${p}`);
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(300);
      if (process.env.CLICK) {
        const target = page.locator(process.env.CLICK).locator('visible=true').first();
        if (await target.count()) {
          await target.click();
          await page.waitForTimeout(400);
        }
      }
      const file = `${out}/${process.env.TAG ?? ''}${p.replace(/[^a-z0-9]+/gi, '_').slice(0, 60) || 'root'}-${locale}-${name}.png`;
      await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
      console.log(file, errors.length ? `ERRORS: ${errors.join(' | ')}` : 'ok');
      await context.close();
    }
  }
}
await browser.close();
