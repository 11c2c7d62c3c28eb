// The journeys' `test`: Playwright's, plus a watch that fails any journey whose pages were drawn
// again in the browser after the server drew them (a hydration mismatch). React recovers from one
// quietly, so a journey would pass while a visitor lost the fast first view and any tap made
// meanwhile; the shell and the parcels report it as a warning ("... was drawn again"), and React's
// own production errors for it carry their numbers (418, 419, 421, 422, 423, 425).
import { expect, test as base } from '@playwright/test';

const REDRAWN = /was drawn again|Minified React error #(418|419|421|422|423|425)\b|Hydration failed|did not match/;

export const test = base.extend<{ hydrationWatch: void }>({
  hydrationWatch: [
    async ({ context }, use) => {
      const seen: string[] = [];
      context.on('console', (message) => {
        if (REDRAWN.test(message.text())) seen.push(`${message.type()}: ${message.text()}`);
      });
      context.on('weberror', (error) => {
        if (REDRAWN.test(error.error().message)) seen.push(`error: ${error.error().message}`);
      });
      await use();
      expect(seen, 'pages drawn again after the server drew them (hydration mismatch)').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
