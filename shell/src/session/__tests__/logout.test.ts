// SPEC §4: logout sends the refresh token (cookie), only logs an error, and then ALWAYS clears
// tokens, user info, history and return urls, moves to main, and resets the state after moving.
import { bus, peekReturnUrl, readUrlHistory, rememberReturnUrl, pushUrlHistory, sessionStore } from '@stay/shared';
import { logout } from '../logout';
import { trackPath } from '../return-path';
import { saveRememberedUser, setRememberKeyStore, setRememberMarker } from '../remembered-user';
import {
  cookieValue,
  fail,
  freshBrowser,
  installFakeServer,
  installWebCrypto,
  loggedInCookies,
  member,
  memoryKeyStore,
  ok,
  recordShell,
  type FakeServer,
  type Recorder,
} from './fakes';

let server: FakeServer;
let shell: Recorder;

beforeAll(installWebCrypto);
beforeEach(async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  freshBrowser('/en/mypage');
  server = installFakeServer();
  shell = recordShell();
  setRememberKeyStore(memoryKeyStore());
  loggedInCookies();
  setRememberMarker(true);
  await saveRememberedUser(member);
  sessionStore.getState().setUser(member);
  pushUrlHistory('/en/search?cityCode=SEL');
  rememberReturnUrl('/en/mypage/books');
});
afterEach(() => {
  shell.off();
  bus.clear();
  jest.restoreAllMocks();
});

function expectAllCleared(): void {
  expect(sessionStore.getState()).toMatchObject({ isLoggedIn: false, user: null });
  expect(cookieValue('stay_session')).toBeUndefined();
  expect(cookieValue('stay_user')).toBeUndefined();
  expect(readUrlHistory()).toEqual([]);
  expect(peekReturnUrl()).toBe('/');
  // Moved to main first, then the state was reset.
  expect(shell.events).toEqual(['push /', 'reset']);
  expect(shell.alerts).toEqual([]);
}

describe('logout', () => {
  it('posts /logout with the CSRF header (the refresh token rides in its cookie) and clears', async () => {
    server.on('POST', '/logout', ok({ loggedOut: true }));
    await logout();
    const [call] = server.callsTo('POST', '/logout');
    expect(call?.headers['x-csrf-token']).toBe('csrf-token');
    expectAllCleared();
  });

  it('clears everything even when the server answers with an error', async () => {
    server.on('POST', '/logout', fail('SERVER_ERROR', 'down', 500));
    await logout();
    expectAllCleared();
  });

  it('clears everything even when the network fails', async () => {
    server.on('POST', '/logout', { error: new TypeError('Failed to fetch') });
    await logout();
    expectAllCleared();
  });

  it('keeps the history empty after the move to main (the shell tracks that navigation too)', async () => {
    server.on('POST', '/logout', ok({ loggedOut: true }));
    await logout();
    // What the shell's location hook does after logout navigated to main.
    trackPath('/en/mypage', '/en');
    expect(readUrlHistory()).toEqual([]);
    // Later visits are remembered again.
    trackPath('/en', '/en/search?cityCode=SEL');
    expect(readUrlHistory()).toEqual(['/search?cityCode=SEL']);
  });
});
