// The session (SPEC §4 Session, §8 code -3): login and logout, access-token
// expiry, refresh rotation, reuse of a rotated refresh token revoking the family, and CSRF.
import { Agent } from './helpers/agent';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { API, login } from './helpers/flows';

describe.each(databaseTargets())('session on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(target, { accessTokenTtlSeconds: 60 });
  }, 180_000);
  afterAll(async () => t?.close());

  test('login sets httpOnly SameSite cookies, logout revokes and clears them', async () => {
    const agent = new Agent(t.app);
    const res = await login(agent, 'silver@awesomestay.kr');
    expect(res.body.data).toMatchObject({ loginKind: 'LOGIN', user: { grade: 'Silver', type: 'N' } });
    const cookies = res.setCookies.join('\n');
    expect(cookies).toMatch(/stay_at=[^;]+; Max-Age=60; Path=\/; HttpOnly; SameSite=Lax/);
    expect(cookies).toMatch(/stay_rt=[^;]+; Max-Age=\d+; Path=\/api\/service\/auth; HttpOnly; SameSite=Lax/);
    expect(cookies).toMatch(/stay_session=1; Max-Age=\d+; Path=\//);
    expect(cookies).not.toMatch(/stay_session=1;[^\n]*HttpOnly/);
    expect(cookies).not.toMatch(/Secure/);
    expect((await agent.get(`${API}/users`)).body.data.email).toBe('silver@awesomestay.kr');

    const rt = agent.cookie('stay_rt')!;
    const out = await agent.post(`${API}/logout`);
    expect(out.body).toMatchObject({ result: 'SUCCESS' });
    expect(agent.cookie('stay_at')).toBeUndefined();
    expect(agent.cookie('stay_rt')).toBeUndefined();
    expect(agent.cookie('stay_session')).toBeUndefined();
    // The refresh token is dead server-side too, not just forgotten by the browser.
    const again = await new Agent(t.app).post(`${API}/refresh`, { refreshToken: rt });
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ result: 'FAIL', data: { code: -3, message: expect.any(String) } });
  });

  test('cookies are Secure behind an HTTPS proxy', async () => {
    const res = await new Agent(t.app).post(`${API}/login`, { id: 'bronze@awesomestay.kr', pwd: 'Stay1234!' }, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.setCookies.length).toBeGreaterThanOrEqual(4);
    for (const line of res.setCookies) expect(line).toMatch(/; Secure/);
  });

  test('protected routes answer 401 FAIL without a (valid) access token', async () => {
    const agent = new Agent(t.app);
    const none = await agent.get(`${API}/users`);
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ result: 'FAIL', data: { code: 'UNAUTHORIZED', message: expect.any(String) } });
    const forged = await agent.get(`${API}/users`, { headers: { authorization: 'Bearer a.b.c' } });
    expect(forged.status).toBe(401);
  });

  test('an expired access token is refused and a refresh brings the member back', async () => {
    const agent = new Agent(t.app);
    await login(agent, 'gold@awesomestay.kr');
    const accessToken = agent.cookie('stay_at')!;
    t.advance(61);
    // The browser drops the cookie at Max-Age; a client that still sends it gets 401 too.
    const stale = await agent.get(`${API}/users`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(stale.status).toBe(401);
    const refreshed = await agent.post(`${API}/refresh`);
    // A browser's tokens travel only as httpOnly cookies, never in a body a script can read.
    expect(refreshed.body).toEqual({ result: 'SUCCESS', data: { refreshed: true } });
    expect(agent.cookie('stay_at')).not.toBe(accessToken);
    const me = await agent.get(`${API}/users`);
    expect(me.body.data.grade).toBe('Gold');
  });

  test('refresh rotates the token; reusing a rotated one revokes the whole family (-3)', async () => {
    const agent = new Agent(t.app);
    await login(agent, 'bronze@awesomestay.kr');
    const first = agent.cookie('stay_rt')!;
    const csrf = agent.cookie('stay_csrf');

    const r1 = await agent.post(`${API}/refresh`);
    expect(r1.status).toBe(200);
    const second = agent.cookie('stay_rt')!;
    const access1 = agent.cookie('stay_at')!;
    expect(second).not.toBe(first);
    expect(agent.cookie('stay_csrf')).toBe(csrf);

    // An attacker replays the first token (body form, no cookies), after the twin grace.
    t.advance(6);
    const replay = await new Agent(t.app).post(`${API}/refresh`, { refreshToken: first });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ result: 'FAIL', data: { code: -3, message: expect.any(String) } });

    // The family is gone: the legitimate holder's newer token and access token stop working.
    const r2 = await agent.post(`${API}/refresh`);
    expect(r2.status).toBe(401);
    expect(r2.body.data.code).toBe(-3);
    expect(agent.cookie('stay_rt')).toBeUndefined();
    const me = await agent.get(`${API}/users`, { headers: { authorization: `Bearer ${access1}` } });
    expect(me.status).toBe(401);

    // Other sessions of the same member are untouched.
    const laptop = new Agent(t.app);
    await login(laptop, 'bronze@awesomestay.kr');
    expect((await laptop.post(`${API}/refresh`)).status).toBe(200);
  });

  test('refresh without any token is -3 with 401', async () => {
    const res = await new Agent(t.app).post(`${API}/refresh`);
    expect(res.status).toBe(401);
    expect(res.body.data.code).toBe(-3);
  });

  test('cookie-authenticated writes need x-csrf-token equal to the stay_csrf cookie', async () => {
    const agent = new Agent(t.app);
    await login(agent, 'silver@awesomestay.kr');
    const missing = await agent.post(`${API}/login-history`, {}, { csrf: false });
    expect(missing.status).toBe(403);
    expect(missing.body).toMatchObject({ result: 'FAIL', data: { code: 'CSRF_REJECTED' } });
    const wrong = await agent.post(`${API}/login-history`, {}, { csrf: false, headers: { 'x-csrf-token': 'forged' } });
    expect(wrong.status).toBe(403);
    const refresh = await agent.post(`${API}/refresh`, undefined, { csrf: false });
    expect(refresh.status).toBe(403);
    const right = await agent.post(`${API}/login-history`, {});
    expect(right.body).toMatchObject({ result: 'SUCCESS', data: { recorded: true } });
    // Withdrawal is a GET in the spec, and still needs the header.
    const unlink = await agent.get(`${API}/users/unlink`);
    expect(unlink.status).toBe(403);
    const head = await agent.request('HEAD', `${API}/users/unlink`);
    expect(head.status).toBe(404);
    const fromLink = await agent.get(`${API}/users/unlink`, { headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' } });
    expect(fromLink.status).toBe(403);
    const sameOriginNavigation = await agent.get(`${API}/users/unlink`, { headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' } });
    expect(sameOriginNavigation.status).toBe(403);
    // A write from another site is refused even with the token.
    const crossSite = await agent.post(`${API}/login-history`, {}, { headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    // Bearer-only clients (no cookies) need no CSRF token.
    const bearer = await new Agent(t.app).post(`${API}/login-history`, {}, { headers: { authorization: `Bearer ${agent.cookie('stay_at')}` } });
    expect(bearer.body.result).toBe('SUCCESS');
  });

  test('two refreshes of one token at once: one wins, its twin is told to retry, and the session lives', async () => {
    const agent = new Agent(t.app);
    await login(agent, 'silver@awesomestay.kr');
    const rt = agent.cookie('stay_rt')!;
    const [a, b] = await Promise.all([new Agent(t.app).post(`${API}/refresh`, { refreshToken: rt }), new Agent(t.app).post(`${API}/refresh`, { refreshToken: rt })]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const twin = a.status === 409 ? a : b;
    expect(twin.body.data.code).toBe('REFRESH_RACE');
    const winner = a.status === 200 ? a : b;
    // A client that sent its token in the body keeps its own tokens: it gets them back.
    expect(winner.body.data).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect((await new Agent(t.app).post(`${API}/refresh`, { refreshToken: winner.body.data.refreshToken })).status).toBe(200);
  });

  test('login gives a browser cookies only; a native client asks for the tokens', async () => {
    const browser = await new Agent(t.app).post(`${API}/login`, { id: 'bronze@awesomestay.kr', pwd: 'Stay1234!' });
    expect(browser.body.data.accessToken).toBeUndefined();
    expect(browser.body.data.refreshToken).toBeUndefined();
    const app = await new Agent(t.app).post(`${API}/login`, { id: 'bronze@awesomestay.kr', pwd: 'Stay1234!' }, { headers: { 'x-token-delivery': 'body' } });
    expect(app.body.data).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String) });
  });

  test('a logout with only a Bearer token ends that session', async () => {
    const app = await new Agent(t.app).post(`${API}/login`, { id: 'gold@awesomestay.kr', pwd: 'Stay1234!' }, { headers: { 'x-token-delivery': 'body' } });
    const { accessToken, refreshToken } = app.body.data;
    const client = new Agent(t.app);
    const auth = { headers: { authorization: `Bearer ${accessToken}` } };
    expect((await client.get(`${API}/users`, auth)).status).toBe(200);
    expect((await client.post(`${API}/logout`, undefined, auth)).body.data).toEqual({ loggedOut: true });
    expect((await client.get(`${API}/users`, auth)).status).toBe(401);
    expect((await client.post(`${API}/refresh`, { refreshToken })).status).toBe(401);
  });
});
