// SPEC §4 "On app load": no refresh token -> logged out; refresh token but no access token ->
// refresh first; user info missing -> fetch it; any failure -> logged out.
import { bus, peekReturnUrl, sessionStore } from '@stay/shared';
import { hasRememberMarker, saveRememberedUser, setRememberKeyStore, setRememberMarker } from '../remembered-user';
import { startSession } from '../start-session';
import {
  cookieValue,
  expired,
  fail,
  freshBrowser,
  installFakeServer,
  installWebCrypto,
  loggedInCookies,
  member,
  memoryKeyStore,
  ok,
  recordShell,
  unauthorized,
  usersBody,
  type FakeServer,
  type Recorder,
} from './fakes';

let server: FakeServer;
let shell: Recorder;
let stop: (() => void) | undefined;

beforeAll(installWebCrypto);
beforeEach(() => {
  for (const level of ['info', 'warn', 'error'] as const) jest.spyOn(console, level).mockImplementation(() => {});
  freshBrowser('/en/mypage/books');
  server = installFakeServer();
  shell = recordShell();
  setRememberKeyStore(memoryKeyStore());
});
afterEach(() => {
  stop?.();
  stop = undefined;
  shell.off();
  bus.clear();
  jest.restoreAllMocks();
});

async function load(): Promise<void> {
  const session = startSession();
  stop = session.stop;
  await session.ready;
}

const state = () => sessionStore.getState();

describe('app load', () => {
  it('without a refresh token is logged out and asks the server nothing', async () => {
    await load();
    expect(state().isLoggedIn).toBe(false);
    expect(server.calls).toHaveLength(0);
  });

  it('with tokens fetches the user info into the store (what the profile menu reads)', async () => {
    loggedInCookies();
    server.on('GET', '/users', usersBody({ name: '최하늘', grade: 'Gold', type: 'C', corpName: '어썸테크 주식회사' }));
    await load();
    expect(state().isLoggedIn).toBe(true);
    expect(state().user).toEqual({ ...member, name: '최하늘', grade: 'Gold', type: 'C', corpName: '어썸테크 주식회사' });
  });

  it('with a refresh token but no access token refreshes first, then fetches the user', async () => {
    loggedInCookies();
    server.on('GET', '/users', unauthorized, usersBody());
    server.on('POST', '/refresh', ok({ accessToken: 'a2', refreshToken: 'r2' }));
    await load();
    expect(server.calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /api/service/auth/users',
      'POST /api/service/auth/refresh',
      'GET /api/service/auth/users',
    ]);
    expect(server.callsTo('POST', '/refresh')[0]!.headers['x-csrf-token']).toBe('csrf-token');
    expect(state().user?.name).toBe(member.name);
  });

  it('is logged out when the refresh fails, without an alert or a move to /login', async () => {
    loggedInCookies();
    server.on('GET', '/users', unauthorized);
    server.on('POST', '/refresh', expired);
    await load();
    expect(state().isLoggedIn).toBe(false);
    expect(cookieValue('stay_session')).toBeUndefined();
    expect(shell.alerts).toEqual([]);
    expect(shell.nav.push).not.toHaveBeenCalled();
    expect(peekReturnUrl()).toBe('/');
  });

  it('is logged out after a server error but keeps the tokens for a later load', async () => {
    loggedInCookies();
    server.on('GET', '/users', fail('SERVER_ERROR', 'boom', 500));
    await load();
    expect(state().isLoggedIn).toBe(false);
    expect(cookieValue('stay_session')).toBe('1');
    expect(shell.alerts).toEqual([]);
  });

  it('is logged out when the user info does not parse', async () => {
    loggedInCookies();
    server.on('GET', '/users', ok({ name: 'x', grade: 'Platinum' }));
    await load();
    expect(state().isLoggedIn).toBe(false);
  });

  it('shows the remembered user at once and confirms it with the server', async () => {
    loggedInCookies();
    setRememberMarker(true);
    await saveRememberedUser({ ...member, grade: 'Silver' });
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    server.on('GET', '/users', { ...usersBody({ grade: 'Gold' }), wait: gate });
    const session = startSession();
    stop = session.stop;
    // Decrypting the remembered user takes a moment (WebCrypto); the server has not answered yet.
    for (let waited = 0; !state().user && waited < 5000; waited += 10) await new Promise((r) => setTimeout(r, 10));
    expect(state().user?.grade).toBe('Silver');
    answer();
    await session.ready;
    expect(state().user?.grade).toBe('Gold');
    expect(hasRememberMarker()).toBe(true);
  });

  it('forgets the remembered user when the session is gone', async () => {
    loggedInCookies();
    setRememberMarker(true);
    await saveRememberedUser(member);
    server.on('GET', '/users', unauthorized);
    server.on('POST', '/refresh', expired);
    await load();
    expect(state().isLoggedIn).toBe(false);
    expect(cookieValue('stay_user')).toBeUndefined();
  });
});
