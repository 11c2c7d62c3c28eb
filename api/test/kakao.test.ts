// Messenger (Kakao) login through the OAuth 2.0 authorization-code flow against the local
// provider built into the app, the way a browser walks it: redirects, consent form,
// callback with state, cookies, and the remembered return path.
import { sql } from 'drizzle-orm';
import { rawRows } from '../src/db';
import { Agent } from './helpers/agent';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { API } from './helpers/flows';

const HOST = 'stay.test';

/** Follows the flow up to the callback's redirect; returns the final Location. */
async function kakaoLogin(agent: Agent, opts: { returnTo?: string; email: string; nickname?: string; decision?: 'agree' | 'deny'; verified?: boolean }) {
  const headers = { host: HOST };
  const start = await agent.get(`/api/auth/kakao${opts.returnTo ? `?returnTo=${encodeURIComponent(opts.returnTo)}` : ''}`, { headers });
  expect(start.status).toBe(302);
  const authorizeUrl = String(start.headers.location);
  expect(authorizeUrl).toMatch(/^\/api\/auth\/local-provider\/authorize\?/);
  const params = new URL(authorizeUrl, `http://${HOST}`).searchParams;
  expect(params.get('response_type')).toBe('code');
  expect(params.get('redirect_uri')).toBe(`http://${HOST}/api/auth/kakao/callback`);
  expect(params.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);

  const page = await agent.get(authorizeUrl, { headers });
  expect(page.status).toBe(200);
  expect(String(page.headers['content-type'])).toMatch(/text\/html/);
  // The provider's page speaks the language of the login it was opened from.
  const lang = /^\/(en|ja)(\/|$)/.exec(opts.returnTo ?? '')?.[1] ?? 'ko';
  expect(page.body).toContain(`<html lang="${lang}">`);
  expect(page.body).toContain({ ko: '동의하고 계속하기', en: 'Agree and continue', ja: '同意して続ける' }[lang]);

  const form = new URLSearchParams({
    client_id: params.get('client_id')!,
    redirect_uri: params.get('redirect_uri')!,
    state: params.get('state')!,
    nickname: opts.nickname ?? 'Traveller',
    email: opts.email,
    decision: opts.decision ?? 'agree',
    ...(opts.verified === false ? {} : { email_verified: 'true' }),
  });
  const consent = await agent.request('POST', '/api/auth/local-provider/authorize', undefined, {
    raw: form.toString(),
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(consent.status).toBe(302);
  const callback = new URL(String(consent.headers.location));
  expect(callback.pathname).toBe('/api/auth/kakao/callback');
  const done = await agent.get(`${callback.pathname}${callback.search}`, { headers });
  expect(done.status).toBe(302);
  lastCallback = { url: `${callback.pathname}${callback.search}`, state: params.get('state')! };
  return String(done.headers.location);
}

let lastCallback = { url: '', state: '' };

const AGREED = { termsAgree: true, privacyAgree: true, ageOver14: true };

/** A newcomer's Kakao login through the consent step: the return path the completion answers. */
async function kakaoSignUp(agent: Agent, opts: Parameters<typeof kakaoLogin>[1], consents: Record<string, unknown> = { ...AGREED, marketingAgree: false }) {
  expect(await kakaoLogin(agent, opts)).toMatch(/^(\/en|\/ja)?\/login\?kakao=consent$/);
  const done = await agent.post('/api/auth/kakao/sign-up', consents, { headers: { host: HOST } });
  expect(done.status).toBe(200);
  return done.body.data.returnTo as string;
}

describe.each(databaseTargets())('kakao login on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(target);
  }, 180_000);
  afterAll(async () => t?.close());

  test('a new Kakao user is asked for the sign-up consents before any account exists; agreeing creates the member with them and lands on the return path', async () => {
    const agent = new Agent(t.app);
    const location = await kakaoLogin(agent, { returnTo: '/mypage?tab=coupons', email: 'kakao.new@example.com', nickname: '카카오친구' });
    expect(location).toBe('/login?kakao=consent');
    expect(agent.cookie('stay_at')).toBeUndefined();
    const userCount = async () => Number((await rawRows<{ n: number }>(t.database.orm, sql`select count(*)::int as n from users where email = 'kakao.new@example.com'`))[0]!.n);
    expect(await userCount()).toBe(0);
    // The consent step shows who is signing up.
    const view = await agent.get('/api/auth/kakao/sign-up', { headers: { host: HOST } });
    expect(view.body.data).toEqual({ name: '카카오친구', email: 'kakao.new@example.com' });
    // Without the required consents nothing is created.
    for (const body of [{}, { ...AGREED, termsAgree: false }, { termsAgree: true, privacyAgree: true }, { ...AGREED, ageOver14: 'yes' }]) {
      const refused = await agent.post('/api/auth/kakao/sign-up', body, { headers: { host: HOST } });
      expect(refused.status).toBe(400);
      expect(refused.body.data.code).toBe('INVALID_INPUT');
    }
    expect(await userCount()).toBe(0);
    const done = await agent.post('/api/auth/kakao/sign-up', { ...AGREED, marketingAgree: true }, { headers: { host: HOST } });
    expect(done.body.data).toEqual({ created: true, returnTo: '/mypage?tab=coupons' });
    expect(agent.cookie('stay_at')).toBeTruthy();
    expect(agent.cookie('stay_rt')).toBeTruthy();
    expect(agent.cookie('stay_login_kind')).toBe('CREATE');
    const me = await agent.get(`${API}/users`);
    expect(me.body.data).toMatchObject({ name: '카카오친구', email: 'kakao.new@example.com', grade: 'Bronze', type: 'N', loginMethods: ['kakao'] });
    const [meta] = await rawRows<{ user_meta: Record<string, unknown> }>(t.database.orm, sql`select user_meta from users where email = 'kakao.new@example.com'`);
    expect(meta!.user_meta).toMatchObject({ ...AGREED, marketingAgree: true, marketingAgreedAt: expect.any(String) });
    // The ticket is good once.
    const replay = await agent.post('/api/auth/kakao/sign-up', AGREED, { headers: { host: HOST } });
    expect(replay.body.data.code).toBe('KAKAO_SIGN_UP_EXPIRED');
    expect(await userCount()).toBe(1);
    // A visitor without a ticket is told to start again.
    const stranger = await new Agent(t.app).get('/api/auth/kakao/sign-up', { headers: { host: HOST } });
    expect(stranger.body.data.code).toBe('KAKAO_SIGN_UP_EXPIRED');
    // An English page's newcomer is asked on the English login page.
    expect(await kakaoLogin(new Agent(t.app), { returnTo: '/en/search', email: 'kakao.en@example.com' })).toBe('/en/login?kakao=consent');

    // The next Kakao login is the same member, not a new one.
    const again = new Agent(t.app);
    expect(await kakaoLogin(again, { email: 'kakao.new@example.com' })).toBe('/');
    expect(again.cookie('stay_login_kind')).toBe('LOGIN');
    expect((await again.get(`${API}/users`)).body.data.idx).toBe(me.body.data.idx);
  });

  test('a verified Kakao e-mail links to the existing member with that e-mail', async () => {
    const agent = new Agent(t.app);
    await kakaoLogin(agent, { email: 'gold@awesomestay.kr', returnTo: '/membership' });
    const me = await agent.get(`${API}/users`);
    expect(me.body.data).toMatchObject({ email: 'gold@awesomestay.kr', grade: 'Gold', loginMethods: ['email', 'kakao'] });
  });

  test('an unverified Kakao e-mail does not take over an account', async () => {
    const agent = new Agent(t.app);
    await kakaoSignUp(agent, { email: 'silver@awesomestay.kr', verified: false });
    const me = await agent.get(`${API}/users`);
    expect(me.body.data.email).toBeNull();
    expect(me.body.data.grade).toBe('Bronze');
  });

  test('the return path is never a login page nor another site', async () => {
    expect(await kakaoSignUp(new Agent(t.app), { email: 'a1@example.com', returnTo: '/login' })).toBe('/');
    expect(await kakaoSignUp(new Agent(t.app), { email: 'a2@example.com', returnTo: '/en/login?x=1' })).toBe('/');
    expect(await kakaoSignUp(new Agent(t.app), { email: 'a3@example.com', returnTo: '//evil.example/path' })).toBe('/');
    const absolute = await new Agent(t.app).get(`/api/auth/kakao?returnTo=${encodeURIComponent('https://evil.example')}`, { headers: { host: HOST } });
    expect(absolute.status).toBe(400);
    expect(absolute.body.data).toMatchObject({ code: 'INVALID_INPUT', field: 'returnTo' });
  });

  test('cancelling, a forged state, or a replayed callback fail back to /login', async () => {
    const cancelled = new Agent(t.app);
    expect(await kakaoLogin(cancelled, { email: 'no@example.com', decision: 'deny' })).toBe('/login?error=KAKAO_LOGIN_FAIL');
    expect(cancelled.cookie('stay_at')).toBeUndefined();

    // A state this browser did not start (login CSRF) is refused.
    const agent = new Agent(t.app);
    await agent.get('/api/auth/kakao', { headers: { host: HOST } });
    const forged = await agent.get(`/api/auth/kakao/callback?code=x&state=${'A'.repeat(43)}`, { headers: { host: HOST } });
    expect(forged.headers.location).toBe('/login?error=KAKAO_LOGIN_FAIL');
    expect(agent.cookie('stay_at')).toBeUndefined();

    // A callback URL is good once: replaying it, even with the state cookie back, fails.
    const first = new Agent(t.app);
    await kakaoLogin(first, { email: 'replay@example.com' });
    const replayer = new Agent(t.app);
    replayer.jar.set('stay_oauth_state', { value: lastCallback.state, path: '/api/auth', httpOnly: true });
    const replay = await replayer.get(lastCallback.url, { headers: { host: HOST } });
    expect(replay.headers.location).toBe('/login?error=KAKAO_LOGIN_FAIL');
    expect(replayer.cookie('stay_at')).toBeUndefined();
  });
});
