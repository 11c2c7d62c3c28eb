// SPEC §4/§8: a 401 gets exactly one refresh-and-retry, however many requests hit it at once;
// a failed refresh (-3) clears the session, remembers the path, shows the -3 message once and
// goes to /login.
import { apiRequest, bus, peekReturnUrl, sessionStore } from '@stay/shared';
import { setRememberKeyStore } from '../remembered-user';
import { startSession } from '../start-session';
import {
  cookieValue,
  expired,
  freshBrowser,
  installFakeServer,
  loggedInCookies,
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

beforeEach(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  freshBrowser('/en/mypage/books?tab=cancel');
  server = installFakeServer();
  shell = recordShell();
  setRememberKeyStore(memoryKeyStore());
  loggedInCookies();
  server.on('GET', '/users', usersBody());
  const session = startSession();
  stop = session.stop;
  await session.ready;
  expect(sessionStore.getState().isLoggedIn).toBe(true);
  server.calls.length = 0;
});
afterEach(() => {
  stop?.();
  shell.off();
  bus.clear();
  jest.restoreAllMocks();
});

describe('401 refresh-and-retry', () => {
  it('refreshes once for concurrent 401s and retries each request once', async () => {
    let release!: () => void;
    const slowRefresh = new Promise<void>((resolve) => (release = resolve));
    server.on('GET', '/points', unauthorized, unauthorized, unauthorized, ok({ point: 1 }));
    server.on('POST', '/refresh', { ...ok({ accessToken: 'a2', refreshToken: 'r2' }), wait: slowRefresh });
    const requests = [1, 2, 3].map(() => apiRequest('auth', 'GET', '/points'));
    // Hold the refresh until all three have had their 401 (a fixed pause is too short on a busy machine).
    for (let waited = 0; server.callsTo('GET', '/points').length < 3 && waited < 5000; waited += 5) await new Promise((r) => setTimeout(r, 5));
    await new Promise((r) => setTimeout(r, 10)); // and their answers reach the client
    release();
    await expect(Promise.all(requests)).resolves.toEqual([{ point: 1 }, { point: 1 }, { point: 1 }]);
    expect(server.callsTo('POST', '/refresh')).toHaveLength(1);
    expect(server.callsTo('GET', '/points')).toHaveLength(6);
    expect(sessionStore.getState().isLoggedIn).toBe(true);
  });

  it('does not retry a second time when the retried request is refused again', async () => {
    server.on('GET', '/points', unauthorized);
    server.on('POST', '/refresh', ok({ accessToken: 'a2', refreshToken: 'r2' }));
    await expect(apiRequest('auth', 'GET', '/points')).rejects.toMatchObject({ status: 401 });
    expect(server.callsTo('GET', '/points')).toHaveLength(2);
    expect(server.callsTo('POST', '/refresh')).toHaveLength(1);
  });

  it('on a failed refresh: logs out, remembers the path, alerts -3 once and goes to /login', async () => {
    server.on('GET', '/points', unauthorized);
    server.on('POST', '/refresh', expired);
    const results = await Promise.allSettled([apiRequest('auth', 'GET', '/points'), apiRequest('auth', 'GET', '/points')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(server.callsTo('POST', '/refresh')).toHaveLength(1);
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    expect(cookieValue('stay_session')).toBeUndefined();
    expect(shell.alerts).toEqual(['Login has expired. Please log in again.']);
    expect(shell.nav.push.mock.calls).toEqual([['/login', {}]]);
    expect(peekReturnUrl()).toBe('/mypage/books?tab=cancel');
  });

  it('treats a refresh without tokens as expired (SPEC §8 -3)', async () => {
    server.on('GET', '/points', unauthorized);
    server.on('POST', '/refresh', ok({ accessToken: 'a2' }));
    await expect(apiRequest('auth', 'GET', '/points')).rejects.toMatchObject({ code: -3 });
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    expect(shell.nav.push).toHaveBeenCalledWith('/login', {});
  });

  it('member info changed (499): logged out, alert, then /login', async () => {
    server.on('GET', '/points', { status: 499, body: { result: 'FAIL', data: { code: 499, message: 'x' } } });
    await expect(apiRequest('auth', 'GET', '/points')).rejects.toMatchObject({ status: 499 });
    await new Promise((r) => setTimeout(r, 0));
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    expect(shell.alerts).toEqual(['Your member information has changed. Please log in again.']);
    expect(shell.nav.push).toHaveBeenCalledWith('/login', {});
    expect(peekReturnUrl()).toBe('/mypage/books?tab=cancel');
  });
});
