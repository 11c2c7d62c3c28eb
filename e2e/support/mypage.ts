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
