// Helpers for the booking journeys (English UI): API calls as the browser's member (cookies and
// the CSRF header of the page's context), finding stays and plans, the booking page and the
// sandbox gateway.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { cookie, PASSWORD } from './session-accounts';

export const CONTENT = '/api/service/content';
export const INTERNATIONAL = ['dia', 'ohl', 'dai', 'exa', 'exb', 'hos'];

export interface Condition {
  checkInDate: string;
  checkOutDate: string;
  adtCnt: number;
  chdCnt: number;
  chdAges: number[];
  count: number;
}

export const stayCondition = (checkInDate: string, checkOutDate: string): Condition => ({ checkInDate, checkOutDate, adtCnt: 2, chdCnt: 0, chdAges: [], count: 1 });

/** POST/PUT/GET as the page's member: same cookies, plus the double-submit CSRF header. */
export async function api(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<{ status: number; body: { result: string; data: Record<string, unknown> } }> {
  if (!(await cookie(page.context(), 'stay_csrf'))) await page.request.get('/healthz');
  const csrf = (await cookie(page.context(), 'stay_csrf')) ?? '';
  const response = await page.request.fetch(path, { method, data, headers: { 'x-csrf-token': csrf } });
  return { status: response.status(), body: (await response.json()) as { result: string; data: Record<string, unknown> } };
}

/** Logs the page's context in through the API (the page then loads as that member). */
export async function logInByApi(page: Page, email: string): Promise<void> {
  const res = await api(page, 'POST', '/api/service/auth/login', { id: email, pwd: PASSWORD });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The demo's content editor: the one demo account that may move a deal's sale dates. */
export const CONTENT_EDITOR = 'content@awesomestay.kr';

async function csrfOf(request: APIRequestContext): Promise<string> {
  const find = async () => (await request.storageState()).cookies.find((c) => c.name === 'stay_csrf')?.value;
  if (!(await find())) await request.get('/healthz');
  return (await find()) ?? '';
}

/**
 * The demo's sale-start tool (deal opens in `inDays`; 0 runs the alarm sweep), called as the
 * content editor from a request context of its own, so the page's member stays who they are.
 */
export async function moveDealSale(request: APIRequestContext, idx: number, inDays: number): Promise<{ state: string }> {
  const login = await request.post('/api/service/auth/login', { data: { id: CONTENT_EDITOR, pwd: PASSWORD }, headers: { 'x-csrf-token': await csrfOf(request) } });
  expect(login.status(), await login.text()).toBe(200);
  const res = await request.post(`${CONTENT}/v1/event-products/dev/sale-start/${idx}`, { data: { inDays }, headers: { 'x-csrf-token': await csrfOf(request) } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { state: string } }).data;
}

interface Plan {
  rateplanIdx: number;
  roomIdx: number;
  saleAble: boolean;
  stock: number;
  normalAmount: number | null;
  cancelRule: string | null;
  cancelDate: string | null;
}

export async function ratePlans(request: APIRequestContext, productIdx: number, c: Condition): Promise<Plan[]> {
  const res = await request.post(`${CONTENT}/v1/products/${productIdx}/rateplans-v3`, { data: c });
  const body = (await res.json()) as { data: { roomMappedRateplans: { mappedRateplanList: Plan[] }[] } };
  return body.data.roomMappedRateplans.flatMap((r) => r.mappedRateplanList);
}

export async function channelOf(request: APIRequestContext, productIdx: number, c: Condition): Promise<string | null | undefined> {
  const res = await request.post(`${CONTENT}/v2/products/${productIdx}`, { data: c });
  if (!res.ok()) return undefined;
  return ((await res.json()) as { data: { info: { channelCode?: string | null } } }).data.info.channelCode ?? null;
}

/** A stay whose channel matches, with a plan on sale for `c` (scanning the catalogue from `from` down). */
export async function findStay(request: APIRequestContext, c: Condition, wanted: (channel: string | null) => boolean, from = 400, pick: (p: Plan) => boolean = () => true) {
  for (let idx = from; idx > 0; idx -= 1) {
    const channel = await channelOf(request, idx, c);
    if (channel === undefined || !wanted(channel)) continue;
    const plan = (await ratePlans(request, idx, c)).find((p) => p.saleAble && p.normalAmount !== null && pick(p));
    if (plan) return { productIdx: idx, channel, plan };
  }
  throw new Error('no stay found');
}

export const orderType = (c: Condition) => `${c.count > 1 ? 'M' : 'O'}${c.checkOutDate > c.checkInDate && daysBetween(c.checkInDate, c.checkOutDate) > 1 ? 'C' : 'O'}`;
const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

export function productUrl(productIdx: number, c: Condition): string {
  return `/en/products/${productIdx}?checkInDate=${c.checkInDate}&checkOutDate=${c.checkOutDate}&adtCnt=${c.adtCnt}&chdCnt=${c.chdCnt}`;
}

/** The rate plan row of the product page. */
export function planRow(page: Page, rateplanIdx: number): Locator {
  return page.locator(`[data-testid="rate-plan"][data-rateplan-idx="${rateplanIdx}"]`);
}

/** The sandbox gateway's page: approve, decline or abandon; returns when the site has the buyer back. */
export async function decideAtGateway(page: Page, action: 'Approve' | 'Decline' | 'Abandon'): Promise<number> {
  await expect(page).toHaveURL(/\/sandbox\/checkout\//);
  const clicked = Date.now();
  await page.getByRole('button', { name: action }).click();
  await expect(page).toHaveURL(/\/payment\/result\?/);
  return clicked;
}

export class BookingScreen {
  constructor(private readonly page: Page) {}

  async expectLoaded(): Promise<void> {
    await expect(this.page.getByTestId('booking-page')).toBeVisible({ timeout: 20_000 });
  }

  get total(): Locator {
    return this.page.getByTestId('amount-total');
  }

  async agreeAndPay(): Promise<void> {
    await this.page.getByRole('checkbox', { name: /I agree to the booking terms/ }).check();
    await this.page.getByRole('button', { name: /^Pay KRW/ }).click();
  }
}

/** A paid booking made through the API (order, prepare, approve at the sandbox, confirm). */
export async function bookByApi(page: Page, productIdx: number, plan: { roomIdx: number; rateplanIdx: number }, c: Condition, guestName: string): Promise<{ orderNum: string; totalAmount: number }> {
  const path = `${CONTENT}/v1/books/${productIdx}/order-type/${orderType(c)}/ids/${productIdx}/rooms/${plan.roomIdx}/rateplan/${plan.rateplanIdx}/order`;
  const order = await api(page, 'POST', path, { ...c, guestName, guestTel: '01012345678', guestEmail: 'guest@example.com' });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  const orderNum = String(order.body.data.orderNum);
  const prepared = await api(page, 'POST', '/api/service/payment/payments/prepare', { orderNum, method: 'card' });
  const { paymentKey, checkoutUrl, amount } = prepared.body.data as { paymentKey: string; checkoutUrl: string; amount: number };
  await page.request.get(`${checkoutUrl}/decide?action=approve`, { maxRedirects: 0 });
  const paid = await api(page, 'POST', '/api/service/payment/payments/confirm', { orderNum, paymentKey, amount });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { orderNum, totalAmount: amount };
}

interface BookListItem {
  orderNum: string;
  canChooseDate?: boolean;
}

/** The member's upcoming bookings (GET /v1/books/status/pending). */
export async function upcoming(page: Page): Promise<BookListItem[]> {
  const res = await api(page, 'GET', `${CONTENT}/v1/books/status/pending`);
  return (res.body.data.books ?? []) as BookListItem[];
}

/** New dates on a stay page's date bar: its check-in field opens the site's calendar, then two picks. */
export async function pickStayDates(page: Page, checkIn: string, checkOut: string): Promise<void> {
  await page.getByRole('button', { name: /^(Check-in|체크인|チェックイン)/ }).first().click();
  const calendar = page.getByRole('dialog').filter({ has: page.locator('.sr-cal__months') });
  await calendar.locator(`[data-date="${checkIn}"]`).click();
  await calendar.locator(`[data-date="${checkOut}"]`).click();
  await expect(calendar).toHaveCount(0);
}
