// The journeys at 00:30 in Korea (tests/korean-midnight.spec.ts): the composed site started under
// libfaketime with its clock at the next 00:30 KST (support/korean-midnight.ts), on a port and a data
// folder of its own, beside the main config's site. `.ci/run` installs Debian's `faketime` if missing.
import { defineConfig } from '@playwright/test';
import main from './playwright.config';
import { MIDNIGHT } from './support/korean-midnight';

/** The journeys' own variables of the main config (rate limits, token lifetimes), the same here. */
const mainEnv = (Array.isArray(main.webServer) ? main.webServer[0] : main.webServer)?.env ?? {};

export default defineConfig({
  ...main,
  testMatch: ['korean-midnight.spec.ts'],
  testIgnore: [],
  use: { ...main.use, baseURL: MIDNIGHT.url },
  webServer: {
    command: `rm -rf .data-e2e-midnight && faketime -f "${MIDNIGHT.faketime}" npm start`,
    cwd: '..',
    url: `${MIDNIGHT.url}/healthz`,
    timeout: 240_000,
    reuseExistingServer: !process.env.CI,
    env: {
      ...mainEnv,
      PORT: String(MIDNIGHT.port),
      DATA_DIR: '.data-e2e-midnight',
      // Servers run on UTC, where 00:30 in Korea is still yesterday.
      TZ: 'UTC',
      // Only the calendar clock moves: timers and durations keep the real monotonic clock.
      FAKETIME_DONT_FAKE_MONOTONIC: '1',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
