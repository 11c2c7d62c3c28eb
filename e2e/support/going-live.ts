// The production start of the going-live journey (playwright.toss.config.ts): its ports, the
// variables it starts with (nothing demo, nothing allowed by ALLOW_…), and what a journey reads
// from the providers' stand-ins: the mails and texts that arrived, and the calls Toss received.
import { expect, type APIRequestContext } from '@playwright/test';

const port = Number(process.env.E2E_LIVE_PORT ?? 8094);
const tossPort = Number(process.env.E2E_LIVE_TOSS_PORT ?? 48994);
const smtpPort = Number(process.env.E2E_LIVE_SMTP_PORT ?? 48995);
const smsPort = Number(process.env.E2E_LIVE_SMS_PORT ?? 48996);
const inboxPort = Number(process.env.E2E_LIVE_INBOX_PORT ?? 48997);
const url = `http://127.0.0.1:${port}`;
const tossUrl = `http://127.0.0.1:${tossPort}`;
const tossSecret = 'test_sk_e2e_live';

export const LIVE = {
  url,
  tossUrl,
  tossSecret,
  tossPort,
  smtpPort,
  smsPort,
  inboxPort,
  inboxUrl: `http://127.0.0.1:${inboxPort}`,
  env: {
    NODE_ENV: 'production',
    DEMO_MODE: 'false',
    PORT: String(port),
    DATA_DIR: '.data-e2e-live',
    PUBLIC_ORIGIN: url,
    AUTH_SECRET: 'e2e-live-auth-secret-0123456789abcdef0123456789',
    PAYMENT_GATEWAY: 'toss',
    TOSS_SECRET_KEY: tossSecret,
    TOSS_CLIENT_KEY: 'test_ck_e2e_live',
    TOSS_API_URL: tossUrl,
    TOSS_SDK_URL: `${tossUrl}/v2/standard`,
    BILLING_KEY_SECRET: 'e2e-live-billing-key-secret-0123456789abcdef',
    SMTP_URL: `smtp://relay:relay-secret@127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'AwesomeStay <no-reply@awesomestay.kr>',
    SOLAPI_API_URL: `http://127.0.0.1:${smsPort}`,
    SOLAPI_API_KEY: 'NCSTESTKEY',
    SOLAPI_API_SECRET: 'test-secret-0123456789',
    SMS_SENDER: '02-1234-5678',
  },
} as const;

export interface Mail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/** The mails that reached the SMTP server for `to`, oldest first. */
export async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  const response = await request.get(`${LIVE.inboxUrl}/mails`, { params: { to } });
  return (await response.json()) as Mail[];
}

/** Waits for a mail to `to` whose subject matches, and answers it. */
export async function awaitMail(request: APIRequestContext, to: string, subject: RegExp, timeout = 30_000): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      found = (await mailsTo(request, to)).find((m) => subject.test(m.subject));
      return Boolean(found);
    }, { message: `a mail to ${to} titled ${subject}`, timeout })
    .toBe(true);
  return found!;
}

export interface TossCall {
  path: string;
  on: string;
  body: Record<string, unknown>;
  idempotencyKey: string | null;
  outcome: number | string;
}

/** What the Toss double received, in order. */
export async function tossCalls(request: APIRequestContext): Promise<TossCall[]> {
  const response = await request.get(`${LIVE.tossUrl}/__double/calls`);
  return ((await response.json()) as { calls: TossCall[] }).calls;
}
