// Helpers for the customer-centre journeys: the mf_support slot, and axe-core (support/axe.ts)
// run on that slot.
import { expect, type Page } from '@playwright/test';
import { axeViolations } from './axe';

export const supportSlot = (page: Page) => page.locator('.sh-main-slot[data-remote="mf_support"]');

export async function openSupport(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(supportSlot(page)).toHaveAttribute('data-slot-state', 'ready');
  await expect(supportSlot(page).getByRole('heading', { level: 1 })).toBeVisible();
}

/** The axe violations inside the customer centre's slot (rule id: the elements, by selector). */
export const supportAxeViolations = (page: Page) => axeViolations(page, { include: ['.sh-main-slot[data-remote="mf_support"]'] });
