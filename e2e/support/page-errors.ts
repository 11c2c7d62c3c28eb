import type { Page } from '@playwright/test';

/** Collects uncaught page errors; a journey asserts the list is empty. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (e) => errors.push(e));
  return errors;
}

/** Console errors and warnings and uncaught errors, as text (a hydration mismatch is a warning: "… was drawn again"). */
export function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}
