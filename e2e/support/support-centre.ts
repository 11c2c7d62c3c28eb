// Helpers for the customer-centre journeys: the mf_support slot, and axe-core run on that slot
// (WCAG 2.2 AA + best practice). axe is evaluated through the DevTools protocol, so the page's
// nonce CSP does not stop it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(__filename);
let axeSource: string | null = null;

export const supportSlot = (page: Page) => page.locator('.sh-main-slot[data-remote="mf_support"]');

export async function openSupport(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(supportSlot(page)).toHaveAttribute('data-slot-state', 'ready');
  await expect(supportSlot(page).getByRole('heading', { level: 1 })).toBeVisible();
}

/** The axe violations inside the customer centre's slot (rule id: the elements, by selector). */
export async function axeViolations(page: Page): Promise<Record<string, string>> {
  axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> } }).axe;
    const r = await axe.run(
      { include: [['.sh-main-slot[data-remote="mf_support"]']] },
      { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] }, rules: { region: { enabled: false } } },
    );
    return r.violations.map((v) => [v.id, v.nodes.map((n) => String(n.target[0])).join(' | ')] as const);
  });
  return Object.fromEntries(result);
}
