// Page objects of my page (mf-mypage, English UI): the booking list, a booking's detail and the
// cancellation preview.
import { expect, type Locator, type Page } from '@playwright/test';

export const krw = (n: number) => `KRW ${n.toLocaleString('en-US')}`;

export class BooksScreen {
  constructor(private readonly page: Page) {}

  async open(tab?: 'pending' | 'complete' | 'cancel', locale = 'en'): Promise<void> {
    await this.page.goto(`/${locale}/mypage/books${tab ? `?tab=${tab}` : ''}`);
    await expect(this.page.getByTestId('books-page')).toBeVisible();
  }

  tab(name: 'Upcoming' | 'Past' | 'Cancelled'): Locator {
    return this.page.getByRole('tab', { name: new RegExp(`^${name}`) });
  }

  count(tab: 'pending' | 'complete' | 'cancel'): Locator {
    return this.page.getByTestId(`count-${tab}`);
  }

  row(orderNum: string): Locator {
    return this.page.getByTestId('book-row').filter({ hasText: `Booking no. ${orderNum}` });
  }
}

export class CancelScreen {
  constructor(private readonly page: Page) {}

  refundLines(): Locator {
    return this.page.getByTestId('refund-lines');
  }

  async confirm(): Promise<void> {
    await this.page.getByRole('checkbox', { name: /I have checked the refund above/ }).check();
    await this.page.getByRole('button', { name: 'Confirm cancellation' }).click();
  }
}

/** Books and pays through the sandbox gateway with a coupon and awesome cash (the member must be logged in on `page`). */
export async function bookWithExtras(
  page: Page,
  call: (method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) => Promise<{ status: number; body: { data: Record<string, unknown> } }>,
  productIdx: number,
  plan: { roomIdx: number; rateplanIdx: number },
  c: { checkInDate: string; checkOutDate: string; adtCnt: number; chdCnt: number; chdAges: number[]; count: number },
  extras: { couponUserIdx?: number; usePoint?: number },
): Promise<{ orderNum: string; totalAmount: number }> {
  const path = `/api/service/content/v1/books/${productIdx}/order-type/OC/ids/${productIdx}/rooms/${plan.roomIdx}/rateplan/${plan.rateplanIdx}/order`;
  const order = await call('POST', path, { ...c, ...extras, guestName: 'Canceller', guestTel: '01012345678', guestEmail: 'guest@example.com' });
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  const orderNum = String(order.body.data.orderNum);
  const prepared = await call('POST', '/api/service/payment/payments/prepare', { orderNum, method: 'card' });
  const { paymentKey, checkoutUrl, amount } = prepared.body.data as { paymentKey: string; checkoutUrl: string; amount: number };
  await page.request.get(`${checkoutUrl}/decide?action=approve`, { maxRedirects: 0 });
  const paid = await call('POST', '/api/service/payment/payments/confirm', { orderNum, paymentKey, amount });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return { orderNum, totalAmount: amount };
}
