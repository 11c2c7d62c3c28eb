// Accounts for the session journeys: unique newcomers per run, the seeded demo members
// (api/README.md), codes from the dev outbox, and the session cookies as the browser holds them.
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';

export const PASSWORD = 'Stay1234!';

export const DEMO = {
  bronze: { email: 'bronze@awesomestay.kr', name: '김민지' },
  silver: { email: 'silver@awesomestay.kr', name: '이서준' },
  gold: { email: 'gold@awesomestay.kr', name: '박지우' },
  corporate: { email: 'corp@awesomestay.kr', name: '최하늘', corpName: '어썸테크 주식회사', corpNameEn: 'Awesome Tech Co., Ltd.' },
} as const;

/** A new address per run and per call (timestamp plus a counter). */
let serial = 0;
export function uniqueEmail(tag: string): string {
  serial += 1;
  return `e2e-${tag}-${Date.now()}-${serial}@example.com`;
}

/** The newest verification code sent to `email`, read from GET /api/dev/outbox. */
export async function readCode(request: APIRequestContext, email: string, notThis?: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get('/api/dev/outbox', { params: { dest: email } });
      const body = (await response.json()) as { data?: { messages?: { code?: string }[] } };
      code = body.data?.messages?.[0]?.code ?? '';
      return /^\d{6}$/.test(code) && code !== notThis;
    }, { message: `a code for ${email} in the dev outbox` })
    .toBe(true);
  return code;
}

/**
 * Signs a newcomer up through the API with `request` (a page's request shares its cookies, so the
 * page is then logged in by cookie only: what a reload or another tab starts from).
 */
export async function signUpByApi(request: APIRequestContext, email: string, name = 'Traveller'): Promise<void> {
  const auth = '/api/service/auth';
  const sent = await request.post(`${auth}/users/send-cert`, { data: { dest: email, type: 'SIGN_EMAIL' } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const { certIdx } = ((await sent.json()) as { data: { certIdx: number } }).data;
  const verified = await request.post(`${auth}/users/verify-cert`, { data: { certIdx, code: await readCode(request, email) } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const created = await request.post(`${auth}/users/cert`, { data: { certEmailIdx: certIdx, id: email, name, pwd: PASSWORD } });
  expect(created.ok(), await created.text()).toBe(true);
}

export async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  const all = await context.cookies();
  return all.find((c) => c.name === name)?.value;
}
