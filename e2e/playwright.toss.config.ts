// The Toss Payments journeys: the composed site in toss mode against the Toss double
// (api/test/doubles/toss-double.ts: Toss's API, a stand-in of its SDK script and of its payment
// window), each on a port and with a data folder of its own, beside the main config's site.
// tests/toss-payment.spec.ts runs on a demo start in toss mode; tests/going-live.spec.ts on a
// production start (NODE_ENV=production, DEMO_MODE=false) whose mail and texts leave through an SMTP
// server and a SOLAPI double (support/going-live.ts), with a Toss double of its own.
import { defineConfig } from '@playwright/test';
import main from './playwright.config';
import { LIVE } from './support/going-live';

const PORT = Number(process.env.E2E_TOSS_PORT ?? 8093);
const DOUBLE_PORT = Number(process.env.E2E_TOSS_DOUBLE_PORT ?? 48993);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const DOUBLE_URL = `http://127.0.0.1:${DOUBLE_PORT}`;
const SECRET = 'test_sk_e2e_double';
/** The journeys' own variables of the main config (rate limits, token lifetimes), the same here. */
const mainEnv = (Array.isArray(main.webServer) ? main.webServer[0] : main.webServer)?.env ?? {};

export default defineConfig({
  ...main,
  testMatch: ['toss-payment.spec.ts', 'going-live.spec.ts'],
  testIgnore: [],
  use: { ...main.use, baseURL: BASE_URL },
  webServer: [
    {
      command: `node node_modules/tsx/dist/cli.mjs api/scripts/toss-double.ts --port ${DOUBLE_PORT} --secret ${SECRET}`,
      cwd: '..',
      url: `${DOUBLE_URL}/v2/standard`,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'rm -rf .data-e2e-toss && npm start',
      cwd: '..',
      url: `${BASE_URL}/healthz`,
      timeout: 240_000,
      reuseExistingServer: !process.env.CI,
      env: {
        ...mainEnv,
        PORT: String(PORT),
        // Toss returns to absolute URLs built on the public origin: the journeys' own, so the session cookie goes along.
        PUBLIC_ORIGIN: BASE_URL,
        DATA_DIR: '.data-e2e-toss',
        PAYMENT_GATEWAY: 'toss',
        TOSS_SECRET_KEY: SECRET,
        TOSS_CLIENT_KEY: 'test_ck_e2e_double',
        TOSS_API_URL: DOUBLE_URL,
        TOSS_SDK_URL: `${DOUBLE_URL}/v2/standard`,
      },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node node_modules/tsx/dist/cli.mjs api/scripts/toss-double.ts --port ${LIVE.tossPort} --secret ${LIVE.tossSecret} --smtp-port ${LIVE.smtpPort} --sms-port ${LIVE.smsPort} --inbox-port ${LIVE.inboxPort}`,
      cwd: '..',
      url: `${LIVE.inboxUrl}/mails`,
      timeout: 60_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'rm -rf .data-e2e-live && npm start',
      cwd: '..',
      url: `${LIVE.url}/healthz`,
      timeout: 240_000,
      reuseExistingServer: !process.env.CI,
      env: LIVE.env,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
