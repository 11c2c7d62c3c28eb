import { bus } from '../../events/event-bus';
import { initI18n } from '../../i18n/i18n';
import { registerNavigator, type Navigator } from '../../navigation/navigation';
import { sessionStore } from '../../stores/session';
import { peekReturnUrl } from '../../stores/return-url';
import { apiRequest } from '../api-request';
import { refreshSession, setAuthHandler, type AuthHandler } from '../auth-refresh';
import { ClientException } from '../client-exception';
import { installFakeFetch, success, type FakeFetch } from './fake-fetch';

let net: FakeFetch;
let alerts: string[];
let expired: { message: string; returnTo: string }[];

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function handler(refreshResult: boolean): jest.Mocked<Required<AuthHandler>> {
  return {
    refresh: jest.fn(async () => {
      await settle();
      return refreshResult;
    }),
    onExpired: jest.fn(),
    canRefresh: jest.fn(() => true),
  };
}

beforeEach(() => {
  initI18n('en');
  localStorage.clear();
  net = installFakeFetch();
  alerts = [];
  expired = [];
  bus.on('ui:alert', (r) => {
    alerts.push(r.message);
    r.resolve(true);
  });
  bus.on('session:expired', (e) => expired.push(e));
  window.history.replaceState(null, '', '/en/mypage/books?tab=cancel');
});

afterEach(() => {
  bus.clear();
  setAuthHandler(null);
  sessionStore.getState().reset();
  delete (navigator as unknown as { locks?: unknown }).locks;
});

describe('401 with a refresh token (SPEC §4 Session)', () => {
  it('refreshes once and retries the request once', async () => {
    const h = handler(true);
    setAuthHandler(h);
    net.route('/v1/books', { status: 401 }, success({ books: [] }));
    await expect(apiRequest('content', 'GET', '/v1/books/status/pending')).resolves.toEqual({ books: [] });
    expect(h.refresh).toHaveBeenCalledTimes(1);
    expect(net.callsTo('/v1/books')).toHaveLength(2);
  });

  it('does not refresh a second time when the retry is also 401', async () => {
    const h = handler(true);
    setAuthHandler(h);
    net.route('/v1/books', { status: 401 });
    await expect(apiRequest('content', 'GET', '/v1/books')).rejects.toMatchObject({ code: 401 });
    expect(h.refresh).toHaveBeenCalledTimes(1);
    expect(net.callsTo('/v1/books')).toHaveLength(2);
  });

  it('runs ONE refresh for concurrent 401s and retries each request', async () => {
    const h = handler(true);
    setAuthHandler(h);
    net.route('/v1/x', { status: 401 }, { status: 401 }, { status: 401 }, success('ok'));
    const results = await Promise.all([1, 2, 3].map(() => apiRequest('content', 'GET', '/v1/x')));
    expect(results).toEqual(['ok', 'ok', 'ok']);
    expect(h.refresh).toHaveBeenCalledTimes(1);
    expect(net.callsTo('/v1/x')).toHaveLength(6);
  });

  it('after a failed refresh: -3, one expiry, one alert, return url remembered', async () => {
    const h = handler(false);
    setAuthHandler(h);
    net.route('/v1/x', { status: 401 });
    const results = await Promise.allSettled([1, 2].map(() => apiRequest('content', 'GET', '/v1/x')));
    for (const r of results) {
      expect(r.status).toBe('rejected');
      const error = (r as PromiseRejectedResult).reason as ClientException;
      expect(error).toMatchObject({ code: -3, message: 'Login has expired. Please log in again.' });
    }
    expect(h.refresh).toHaveBeenCalledTimes(1);
    expect(h.onExpired).toHaveBeenCalledTimes(1);
    expect(expired).toEqual([{ message: 'Login has expired. Please log in again.', returnTo: '/mypage/books?tab=cancel' }]);
    expect(alerts).toEqual(['Login has expired. Please log in again.']);
    expect(peekReturnUrl()).toBe('/mypage/books?tab=cancel');
  });

  it('takes turns across tabs through navigator.locks', async () => {
    const request = jest.fn(async (_name: string, cb: () => Promise<boolean>) => cb());
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    const h = handler(true);
    setAuthHandler(h);
    net.route('/v1/x', { status: 401 }, success('ok'));
    await apiRequest('content', 'GET', '/v1/x');
    expect(request).toHaveBeenCalledWith('stay:auth-refresh', expect.any(Function));
    expect(h.refresh).toHaveBeenCalledTimes(1);
  });

  it('skips its own refresh when another tab refreshed while it waited for the lock', async () => {
    const request = jest.fn(async (_name: string, cb: () => Promise<boolean>) => {
      localStorage.setItem('stay:auth-refreshed-at', String(Date.now() + 1000)); // the other tab
      return cb();
    });
    Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
    const h = handler(true);
    setAuthHandler(h);
    net.route('/v1/x', { status: 401 }, success('ok'));
    await expect(apiRequest('content', 'GET', '/v1/x')).resolves.toBe('ok');
    expect(h.refresh).not.toHaveBeenCalled();
  });
});

describe('default auth handler', () => {
  it('refreshes a logged-in session with POST /api/service/auth/refresh', async () => {
    sessionStore.getState().setUser({ name: 'Kim', email: 'k@x.com', grade: 'Bronze', type: 'N', corpName: null, phone: '' });
    net.route('/v1/x', { status: 401 }, success('ok'));
    net.route('/api/service/auth/refresh', success({ accessToken: 'a', refreshToken: 'r' }));
    await expect(apiRequest('content', 'GET', '/v1/x')).resolves.toBe('ok');
    expect(net.callsTo('/api/service/auth/refresh')).toEqual([expect.objectContaining({ method: 'POST', credentials: 'include' })]);
  });

  it('takes the cookie-only answer of a browser refresh as success (no tokens in the body)', async () => {
    net.route('/api/service/auth/refresh', success({ refreshed: true }));
    await expect(refreshSession()).resolves.toBe(true);
  });

  it('counts a refresh that lost to a concurrent twin (409 REFRESH_RACE) as done, and other failures as failed', async () => {
    net.route('/api/service/auth/refresh', { status: 409, body: { result: 'FAIL', data: { code: 'REFRESH_RACE', message: 'renewed' } } });
    await expect(refreshSession()).resolves.toBe(true);
    net.route('/api/service/auth/refresh', { status: 409, body: { result: 'FAIL', data: { code: 'OTHER', message: 'x' } } });
    await expect(refreshSession()).resolves.toBe(false);
  });

  it('treats a refresh without tokens as failed', async () => {
    net.route('/api/service/auth/refresh', success({}));
    await expect(refreshSession()).resolves.toBe(false);
    net.route('/api/service/auth/refresh', { status: 401 });
    await expect(refreshSession()).resolves.toBe(false);
  });
});

describe('499 (SPEC §8)', () => {
  it('clears the session, remembers the page, alerts, then goes to /login', async () => {
    const h = handler(true);
    setAuthHandler(h);
    const nav: jest.Mocked<Navigator> = { push: jest.fn(), back: jest.fn(), openWindow: jest.fn() };
    const unregister = registerNavigator(nav);
    net.route('/v1/x', { status: 499 });
    const error = await apiRequest('content', 'GET', '/v1/x').catch((e: unknown) => e as ClientException);
    expect(error).toMatchObject({ code: 499, ignored: true });
    expect(h.onExpired).toHaveBeenCalledTimes(1);
    expect(peekReturnUrl()).toBe('/mypage/books?tab=cancel');
    await settle();
    expect(alerts).toEqual(['Your member information has changed. Please log in again.']);
    expect(nav.push).toHaveBeenCalledWith('/login', {});
    unregister();
  });

  it('a refresh that answers 499 gives the 499 message, once, not "login expired"', async () => {
    const h: jest.Mocked<Required<AuthHandler>> = { ...handler(false), refresh: jest.fn(refreshSession) };
    setAuthHandler(h);
    const nav: jest.Mocked<Navigator> = { push: jest.fn(), back: jest.fn(), openWindow: jest.fn() };
    const unregister = registerNavigator(nav);
    net.route('/v1/x', { status: 401 });
    net.route('/api/service/auth/refresh', { status: 499, body: { result: 'FAIL', data: { code: 'MEMBER_CHANGED', message: 'x' } } });
    const [a, b] = await Promise.all([
      apiRequest('content', 'GET', '/v1/x').catch((e: unknown) => e as ClientException),
      apiRequest('content', 'GET', '/v1/x').catch((e: unknown) => e as ClientException),
    ]);
    expect(a).toMatchObject({ code: 499, status: 499 });
    expect(b).toMatchObject({ code: 499, status: 499 });
    await settle();
    expect(alerts).toEqual(['Your member information has changed. Please log in again.']);
    expect(nav.push).toHaveBeenCalledWith('/login', {});
    unregister();
  });

  it('never remembers a login page as the return url', async () => {
    setAuthHandler(handler(true));
    const unregister = registerNavigator({ push: jest.fn(), back: jest.fn(), openWindow: jest.fn() });
    window.history.replaceState(null, '', '/login');
    net.route('/v1/x', { status: 499 });
    await apiRequest('content', 'GET', '/v1/x').catch(() => undefined);
    expect(peekReturnUrl()).toBe('/');
    unregister();
  });
});
