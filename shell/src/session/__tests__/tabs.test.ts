// Other tabs learn about log-in, log-out and expiry on the 'stay-session' BroadcastChannel.
import { bus, sessionStore } from '@stay/shared';
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { closeSessionChannel, SESSION_CHANNEL } from '../session-channel';
import { startSession } from '../start-session';
import { logout } from '../logout';
import { signIn } from '../local-session';
import { freshBrowser, installFakeServer, member, ok, recordShell, usersBody, type FakeServer, type Recorder } from './fakes';

let otherTab: NodeBroadcastChannel;
let server: FakeServer;
let shell: Recorder;
let stop: () => void;

beforeAll(() => {
  (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = NodeBroadcastChannel;
});
beforeEach(async () => {
  freshBrowser('/');
  server = installFakeServer();
  shell = recordShell();
  const session = startSession();
  stop = session.stop;
  await session.ready;
  otherTab = new NodeBroadcastChannel(SESSION_CHANNEL);
});
afterEach(() => {
  stop();
  otherTab.close();
  closeSessionChannel();
  shell.off();
  bus.clear();
});

const heard = () => new Promise((resolve) => setTimeout(resolve, 30));

describe('across tabs', () => {
  it('a login in another tab logs this tab in', async () => {
    otherTab.postMessage({ type: 'login', user: member });
    await heard();
    expect(sessionStore.getState().user).toEqual(member);
  });

  it('a logout or an expiry in another tab logs this tab out', async () => {
    sessionStore.getState().setUser(member);
    otherTab.postMessage({ type: 'logout' });
    await heard();
    expect(sessionStore.getState().isLoggedIn).toBe(false);
    sessionStore.getState().setUser(member);
    otherTab.postMessage({ type: 'expired' });
    await heard();
    expect(sessionStore.getState().isLoggedIn).toBe(false);
  });

  it('ignores messages it does not know', async () => {
    sessionStore.getState().setUser(member);
    otherTab.postMessage({ type: 'hello' });
    await heard();
    expect(sessionStore.getState().isLoggedIn).toBe(true);
  });

  it('tells the other tabs when this one logs in and out', async () => {
    const heardThere: unknown[] = [];
    otherTab.onmessage = (event) => heardThere.push((event as unknown as { data: unknown }).data);
    server.on('GET', '/users', usersBody());
    server.on('POST', '/logout', ok({ loggedOut: true }));
    await signIn();
    await logout();
    await heard();
    expect(heardThere).toEqual([{ type: 'login', user: member }, { type: 'logout' }]);
  });
});
