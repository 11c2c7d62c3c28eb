// Other tabs learn about log-in, log-out and expiry on the 'stay-session' BroadcastChannel.
import { bus, sessionStore } from '@stay/shared';
import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { closeSessionChannel, SESSION_CHANNEL } from '../session-channel';
import { startSession } from '../start-session';
import { freshBrowser, installFakeServer, member, recordShell, type Recorder } from './fakes';

let otherTab: NodeBroadcastChannel;
let shell: Recorder;
let stop: () => void;

beforeAll(() => {
  (globalThis as { BroadcastChannel?: unknown }).BroadcastChannel = NodeBroadcastChannel;
});
beforeEach(async () => {
  freshBrowser('/');
  installFakeServer();
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
});
