// axe-core (WCAG 2.0-2.2 A/AA + best practice) run in the page. axe is evaluated through the
// DevTools protocol, so the page's nonce CSP does not stop it. The answer maps each violated rule
// to the elements it found, by selector, so a failing expectation says what to fix and where.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const require = createRequire(__filename);
let axeSource: string | null = null;

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeOptions {
  /** Selectors to check (each with what it contains); the whole document when left out. */
  include?: string[];
  /**
   * Leaves out the `region` rule (content outside every landmark): for checks that look at one
   * part of the page, where the landmarks around it are not in view of axe.
   */
  skipRegion?: boolean;
}

/** The axe violations on the page (rule id: the elements, by selector, joined by ' | '). */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<Record<string, string>> {
  axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(axeSource);
  const result = await page.evaluate(
    async ({ include, skipRegion, tags }) => {
      type Axe = { run: (ctx: unknown, opts: unknown) => Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }> };
      const axe = (window as unknown as { axe: Axe }).axe;
      const context = include ? { include: include.filter((s) => document.querySelector(s)).map((s) => [s]) } : document;
      const r = await axe.run(context, { runOnly: { type: 'tag', values: tags }, rules: skipRegion ? { region: { enabled: false } } : {} });
      return r.violations.map((v) => [v.id, v.nodes.map((n) => n.target.map(String).join(' >> ')).join(' | ')] as const);
    },
    { include: options.include, skipRegion: options.skipRegion ?? Boolean(options.include), tags: AXE_TAGS },
  );
  return Object.fromEntries(result);
}
