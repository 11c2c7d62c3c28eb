import type { Page } from '@playwright/test';

/** Collects uncaught page errors; a journey asserts the list is empty. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (e) => errors.push(e));
  return errors;
}
