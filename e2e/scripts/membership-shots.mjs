// Screenshots of the membership pages at 390 and 1280 px in ko, en and ja, for a reviewer's eye.
// Usage: BASE=http://127.0.0.1:8120 OUT=/tmp/shots node e2e/scripts/membership-shots.mjs
import { chromium } from '@playwright/test';

const BASE = process.env.BASE ?? 'http://127.0.0.1:8120';
const OUT = process.env.OUT ?? '/tmp/membership-shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext();
const page = await context.newPage();
const csrf = async () => (await context.cookies()).find((c) => c.name === 'stay_csrf')?.value ?? '';
const call = async (method, path, data) => {
  if (!(await csrf())) await page.request.get(`${BASE}/healthz`);
  const r = await page.request.fetch(`${BASE}${path}`, { method, data, headers: { 'x-csrf-token': await csrf() }, maxRedirects: 0 });
  return r;
};
const res = await call('POST', '/api/service/auth/login', { id: 'bronze@awesomestay.kr', pwd: 'Stay1234!' });
if (!res.ok()) throw new Error(await res.text());
// A previous run's Gold is refunded (within its 7 days) so that the plans can be chosen again.
await call('POST', '/api/service/content/membership/refund', {});
for (const locale of ['ko', 'en', 'ja']) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const prefix = locale === 'ko' ? '' : `/${locale}`;
    await page.goto(`${BASE}${prefix}/membership/awesome/subscribe`);
    await page.getByRole('radio').first().check();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/subscribe-${locale}-${width}.png`, fullPage: true });
  }
}
for (const locale of ['ko', 'en', 'ja']) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const prefix = locale === 'ko' ? '' : `/${locale}`;
    await page.goto(`${BASE}${prefix}/membership/benefit-mall/register`);
    await page.locator('form input').first().fill('ATECH2025');
    await page.locator('form button').first().click();
    await page.getByTestId('corp-company').waitFor();
    await page.screenshot({ path: `${OUT}/corp-${locale}-${width}.png`, fullPage: true });
  }
}
// Subscribe to Gold through the API so the management page has something to show.
const started = await (await call('POST', '/api/service/content/membership/checkout', { kind: 'SUBSCRIBE', plan: 'GOLD', site: 'ko' })).json();
if (started.data?.registrationUrl) {
  const url = new URL(started.data.registrationUrl, BASE);
  await page.goto(url.toString());
  await page.screenshot({ path: `${OUT}/card-page-ko-390.png`, fullPage: true });
  await page.getByRole('button').first().click();
  await page.waitForURL(/management|subscribe/);
  await page.getByRole('heading').first().waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/subscribed-ko-1280.png`, fullPage: true });
}
for (const locale of ['ko', 'en', 'ja']) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const prefix = locale === 'ko' ? '' : `/${locale}`;
    await page.goto(`${BASE}${prefix}/membership/awesome/management`);
    await page.getByTestId('manage-state').waitFor();
    await page.getByRole('button').filter({ hasText: /해지하기|Cancel membership|解約する/ }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/manage-${locale}-${width}.png`, fullPage: true });
    await page.goto(`${BASE}${prefix}/membership/awesome/management/billing-history`);
    await page.getByTestId('billing-history').waitFor();
    await page.screenshot({ path: `${OUT}/history-${locale}-${width}.png`, fullPage: true });
  }
}
// The welfare-point page as the corporate demo member.
await context.clearCookies();
const corp = await call('POST', '/api/service/auth/login', { id: 'corp@awesomestay.kr', pwd: 'Stay1234!' });
if (!corp.ok()) throw new Error(await corp.text());
for (const locale of ['ko', 'en', 'ja']) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const prefix = locale === 'ko' ? '' : `/${locale}`;
    await page.goto(`${BASE}${prefix}/membership/benefit-mall/management`);
    await page.getByTestId('welfare-balance').waitFor();
    await page.screenshot({ path: `${OUT}/welfare-${locale}-${width}.png`, fullPage: true });
  }
}
await browser.close();
