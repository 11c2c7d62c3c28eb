// Test doubles for the session and login tests (not a test file: testMatch wants *.test.ts[x]).
// A scripted fetch that plays the auth service, cookie helpers, an in-memory key store and a
// navigator that records pushes. Fakes live only in tests.
import { bus, initI18n, registerNavigator, sessionStore, setAuthHandler, type Navigator, type UserInfo } from '@stay/shared';
import type { KeyStore } from '../crypto-key';

export type Answer = { status?: number; body?: unknown; error?: unknown; wait?: Promise<unknown> };
export type Responder = (call: FakeCall) => Answer;

export interface FakeCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeServer {
  calls: FakeCall[];
  callsTo(method: string, path: string): FakeCall[];
  /** Answers `method path` with the responders in order; the last one repeats. */
  on(method: string, path: string, ...responders: (Answer | Responder)[]): void;
}

export const ok = (data: unknown): Answer => ({ status: 200, body: { result: 'SUCCESS', data } });
export const fail = (code: string | number, message: string, status = 400): Answer => ({
  status,
  body: { result: 'FAIL', data: { code, message } },
});
export const unauthorized = fail('UNAUTHORIZED', 'Login required.', 401);
export const expired = fail(-3, 'Login has expired. Please log in again.', 401);

export const AUTH = '/api/service/auth';

export function installFakeServer(): FakeServer {
  const routes = new Map<string, (Answer | Responder)[]>();
  const calls: FakeCall[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const path = url.split('?')[0] ?? url;
    const call: FakeCall = {
      url,
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
    };
    calls.push(call);
    await Promise.resolve(); // concurrent callers interleave like real requests
    const list = routes.get(`${call.method} ${path}`);
    if (!list) throw new Error(`no fake route for ${call.method} ${path}`);
    const next = list.length > 1 ? list.shift()! : list[0]!;
    const answer = typeof next === 'function' ? next(call) : next;
    if (answer.wait) await answer.wait;
    if (answer.error !== undefined) throw answer.error;
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    const status = answer.status ?? 200;
    return { url, status, ok: status >= 200 && status < 300, text: async () => text, json: async () => JSON.parse(text) as unknown };
  });
  (globalThis as { fetch: unknown }).fetch = fetch;
  return {
    calls,
    callsTo: (method, path) => calls.filter((c) => c.method === method && c.url.split('?')[0] === `${AUTH}${path}`),
    on: (method, path, ...responders) => routes.set(`${method} ${path.startsWith('/api') ? path : `${AUTH}${path}`}`, responders),
  };
}

export const member: UserInfo = { name: '김민지', email: 'bronze@awesomestay.kr', grade: 'Bronze', type: 'N', corpName: null, phone: '01012340001' };

/** GET /users as the server answers it (more fields than the store keeps). */
export const usersBody = (user: Partial<UserInfo> = {}) => ok({ idx: 1, isAwesome: false, membership: null, ...member, ...user });

export function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${value}; Path=/`;
}

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

export function cookieValue(name: string): string | undefined {
  return document.cookie
    .split(';')
    .map((p) => p.trim())
    .find((p) => p.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/** Logged in as far as the browser can tell: the readable hint and a CSRF cookie. */
export function loggedInCookies(): void {
  setCookie('stay_session', '1');
  setCookie('stay_csrf', 'csrf-token');
}

export function memoryKeyStore(): KeyStore {
  let key: CryptoKey | undefined;
  return {
    get: async () => key,
    add: async (k) => (key ??= k),
  };
}

/** Node's WebCrypto, since jsdom has only getRandomValues. */
export function installWebCrypto(): void {
  const { webcrypto } = require('node:crypto') as typeof import('node:crypto');
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
}

export interface Recorder {
  nav: jest.Mocked<Navigator>;
  alerts: string[];
  /** Pushes and store resets in the order they happened. */
  events: string[];
  off(): void;
}

/** A navigator that records pushes and a popup host that confirms every alert. */
export function recordShell(): Recorder {
  const events: string[] = [];
  const alerts: string[] = [];
  const nav = {
    push: jest.fn((to: string) => {
      events.push(`push ${to}`);
    }),
    back: jest.fn(),
    openWindow: jest.fn(),
  } as jest.Mocked<Navigator>;
  const offNav = registerNavigator(nav);
  const offAlert = bus.on('ui:alert', (r) => {
    alerts.push(r.message);
    r.resolve(true);
  });
  const offStore = sessionStore.subscribe((s, prev) => {
    if (prev.isLoggedIn && !s.isLoggedIn) events.push('reset');
  });
  return {
    nav,
    alerts,
    events,
    off: () => {
      offNav();
      offAlert();
      offStore();
    },
  };
}

/** Common set-up: English texts, empty storage and cookies, logged-out store, default handler. */
export function freshBrowser(path = '/en/faq'): void {
  initI18n('en');
  localStorage.clear();
  clearCookies();
  sessionStore.getState().reset();
  setAuthHandler(null);
  window.history.replaceState(null, '', path);
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
