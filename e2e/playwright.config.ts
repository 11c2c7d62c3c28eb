// Journeys across the composed site, in Debian's Chromium (never `npx playwright install`).
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8090);
export const BASE_URL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './tests',
  // The Toss Payments journeys need the site in toss mode and the Toss double, the going-live one a production start: playwright.toss.config.ts.
  // The 00:30 journeys need a site whose clock is set: playwright.midnight.config.ts.
  testIgnore: ['toss-payment.spec.ts', 'going-live.spec.ts', 'korean-midnight.spec.ts'],
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: BASE_URL,
    // Travellers' browsers are in Korea: every journey reads the page on Korea's clock.
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        // The same command a newcomer runs, on its own port and with a throw-away data folder.
        command: 'rm -rf .data-e2e && npm start',
        cwd: '..',
        url: `${BASE_URL}/healthz`,
        timeout: 240_000,
        reuseExistingServer: !process.env.CI,
        env: {
          PORT: String(PORT),
          DATA_DIR: '.data-e2e',
          ACCESS_TOKEN_TTL_SECONDS: '20',
          // A replayed refresh token counts as theft after 2 s (default 5), so the theft journey waits less.
          REFRESH_REUSE_GRACE_SECONDS: '2',
          // Journeys sign up many members from 127.0.0.1 in a minute.
          RATE_LIMIT_SEND_PER_MINUTE: '1000',
          RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
          RATE_LIMIT_HOLDS: '1000',
          RATE_LIMIT_HOLDS_PER_ADDRESS: '1000',
        },
        stdout: 'ignore',
        stderr: 'pipe',
      },
});
