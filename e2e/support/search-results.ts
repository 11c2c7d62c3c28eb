// Page object of mf-search's results page (/search), English UI.
import { expect, type Locator, type Page } from '@playwright/test';

/** The part of a findProducts answer the journeys compare with the page. */
export interface FindData {
  total: number;
  products: { productIdx: number | string; productName: string; star: number; soldOut: boolean; prices: { displayAmount: number } | null }[];
}

/** 'KRW 123,456' -> 123456 */
export const amountOf = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export class ResultsScreen {
  constructor(private readonly page: Page) {}

  get slot(): Locator {
    return this.page.locator('.sh-main-slot[data-remote="mf_search"]');
  }

  get cards(): Locator {
    return this.slot.locator('article');
  }

  async expectLoaded(): Promise<void> {
    await expect(this.slot).toHaveAttribute('data-slot-state', 'ready');
    await expect(this.cards.first()).toBeVisible();
  }

  /** The total for the stay shown on every card that has a price. */
  async totals(): Promise<number[]> {
    return (await this.slot.getByTestId('price-total').allTextContents()).map(amountOf);
  }

  /** The cards show these stays, in this order, each with the total the API priced (first page). */
  async expectShows(products: FindData['products']): Promise<void> {
    const names = this.cards.getByRole('heading');
    await expect(names).toHaveText(products.map((p) => new RegExp(escape(p.productName))));
    for (const [i, p] of products.entries()) {
      if (p.prices) await expect(this.cards.nth(i).getByTestId('price-total')).toHaveText(new RegExp(p.prices.displayAmount.toLocaleString('en-US')));
    }
  }

  sort(): Locator {
    return this.slot.getByRole('combobox', { name: 'Sort by' });
  }

  filters(): Locator {
    return this.slot.getByRole('complementary', { name: 'Filters' });
  }

  /** Query parameters of the current page. */
  query(): URLSearchParams {
    return new URL(this.page.url()).searchParams;
  }
}
