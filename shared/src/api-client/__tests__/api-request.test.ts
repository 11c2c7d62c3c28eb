import * as v from 'valibot';
import { bus } from '../../events/event-bus';
import { initI18n } from '../../i18n/i18n';
import { apiRequest, buildApiUrl } from '../api-request';
import { setAuthHandler } from '../auth-refresh';
import { ClientException } from '../client-exception';
import { fail, installFakeFetch, success, type FakeFetch } from './fake-fetch';

let net: FakeFetch;
let alerts: string[];

beforeEach(() => {
  initI18n('en');
  net = installFakeFetch();
  alerts = [];
  bus.on('ui:alert', (request) => {
    alerts.push(request.message);
    request.resolve(true);
  });
  // A visitor: no refresh token, so a 401 is just 'login required'.
  setAuthHandler({ refresh: async () => false, onExpired: () => {}, canRefresh: () => false });
  document.cookie = 'stay_csrf=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

afterEach(() => {
  bus.clear();
  setAuthHandler(null);
});

async function rejection(promise: Promise<unknown>): Promise<ClientException> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ClientException) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('requests', () => {
  it('builds service base paths, including internal auth', () => {
    expect(buildApiUrl('content', 'v1/notices', { page: 2, q: undefined, tags: ['a', 'b'] })).toBe('/api/service/content/v1/notices?page=2&tags=a&tags=b');
    expect(buildApiUrl('hotelsCombined', '/x')).toBe('/api/service/hotelsCombined/x');
    expect(buildApiUrl('internalAuth', '/kakao')).toBe('/api/auth/kakao');
  });

  it('returns the data of a SUCCESS envelope and sends cookies', async () => {
    net.route('/v1/notices', success({ notices: [1, 2] }));
    await expect(apiRequest('content', 'GET', '/v1/notices')).resolves.toEqual({ notices: [1, 2] });
    expect(net.calls[0]).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('sends the CSRF cookie as x-csrf-token on non-GET requests only', async () => {
    document.cookie = 'stay_csrf=tok%2B1';
    net.route('/v1/wishs', success(null));
    await apiRequest('content', 'POST', '/v1/wishs/products/3', { body: { a: 1 } });
    await apiRequest('content', 'GET', '/v1/wishs');
    expect(net.calls[0]!.headers['x-csrf-token']).toBe('tok+1');
    expect(net.calls[0]!.body).toEqual({ a: 1 });
    expect(net.calls[1]!.headers['x-csrf-token']).toBeUndefined();
  });

  it('parses data with a schema and treats a mismatch as an invalid response', async () => {
    net.route('/points', success({ point: 3, userPoint: 'x' }));
    const schema = v.object({ point: v.number(), userPoint: v.number() });
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const error = await rejection(apiRequest('auth', 'GET', '/points', { schema }));
    expect(error.code).toBe(-9999);
  });
});

describe('envelope errors (SPEC §8)', () => {
  it('raises a FAIL envelope as its code and message, and alerts it', async () => {
    net.route('/coupons', fail(1234, 'coupon already used'));
    const error = await rejection(apiRequest('content', 'POST', '/v1/coupons', { body: {} }));
    expect(error).toMatchObject({ name: 'ClientException', code: 1234, message: 'coupon already used' });
    expect(alerts).toEqual(['coupon already used']);
  });

  it('keeps the rest of a FAIL envelope for the caller (a new price, a 404 code)', async () => {
    net.route('/books', { status: 409, body: { result: 'FAIL', data: { code: 'PRICE_CHANGED', message: 'price changed', amount: 123_000 } } });
    const changed = await rejection(apiRequest('content', 'POST', '/v1/books', { body: {}, suppressAlert: true }));
    expect(changed).toMatchObject({ code: 'PRICE_CHANGED', details: { amount: 123_000 } });
    net.route('/lmses', { status: 404, body: { result: 'FAIL', data: { code: 'ORDER_NOT_FOUND', message: 'no such order' } } });
    const missing = await rejection(apiRequest('content', 'GET', '/v1/lmses/X/confirm', { suppressAlert: true }));
    expect(missing).toMatchObject({ code: 404, details: { code: 'ORDER_NOT_FOUND' } });
  });

  it('shows the catalogue text of a known auth code in the UI language', async () => {
    net.route('/users', fail('USER_NOT_FOUND', '사용자 없음'));
    const error = await rejection(apiRequest('auth', 'GET', '/users'));
    expect(error.code).toBe('USER_NOT_FOUND');
    expect(error.message).toBe('We could not find your member information.');
  });

  it("gives -9999 'not a valid response value' for any other non-success", async () => {
    net.route('/a', { status: 200, body: { result: 'FAIL', data: {} } });
    net.route('/b', { status: 200, body: 'hello' });
    expect(await rejection(apiRequest('content', 'GET', '/a'))).toMatchObject({ code: -9999, message: 'The response was not valid.' });
    expect((await rejection(apiRequest('content', 'GET', '/b'))).code).toBe(-9999);
  });

  it('does not alert when the call suppresses alerts', async () => {
    net.route('/login-history', fail(1, 'nope'));
    await rejection(apiRequest('auth', 'POST', '/login-history', { suppressAlert: true }));
    expect(alerts).toEqual([]);
  });
});

describe('HTTP statuses (SPEC §8)', () => {
  it('500: server error, try again later', async () => {
    net.route('/x', { status: 500, body: { result: 'FAIL', data: { code: 'E', message: 'stack' } } });
    const error = await rejection(apiRequest('content', 'GET', '/x'));
    expect(error.message).toMatch(/server error occurred.*try again later.*customer centre/);
  });

  it('404: bad request, contact the customer centre', async () => {
    net.route('/x', { status: 404 });
    expect((await rejection(apiRequest('content', 'GET', '/x'))).message).toBe('Bad request. Please contact the customer centre.');
  });

  it('400: data.message when data.code is not 400, else data.data.message', async () => {
    net.route('/own', { status: 400, body: { result: 'FAIL', data: { code: 'BAD_DATE', message: 'the date is wrong' } } });
    net.route('/inner', { status: 400, body: { result: 'FAIL', data: { code: 400, message: 'outer', data: { message: 'inner text' } } } });
    expect(await rejection(apiRequest('content', 'GET', '/own'))).toMatchObject({ code: 'BAD_DATE', message: 'the date is wrong' });
    expect((await rejection(apiRequest('content', 'GET', '/inner'))).message).toBe('inner text');
    expect(alerts).toEqual(['the date is wrong', 'inner text']);
  });

  it('400 without a body: the generic 500 message', async () => {
    net.route('/x', { status: 400 });
    expect((await rejection(apiRequest('content', 'GET', '/x'))).message).toMatch(/server error occurred/);
  });

  it('401 for a visitor: login required, no refresh', async () => {
    const refresh = jest.fn(async () => true);
    setAuthHandler({ refresh, onExpired: jest.fn(), canRefresh: () => false });
    net.route('/x', { status: 401 });
    expect(await rejection(apiRequest('content', 'GET', '/x'))).toMatchObject({ code: 401, message: 'Please log in to continue.' });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('408: only logged', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    net.route('/x', { status: 408 });
    const error = await rejection(apiRequest('content', 'GET', '/x'));
    expect(error.ignored).toBe(true);
    expect(alerts).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('cancelled and network failures', () => {
  it('ignores an aborted request silently', async () => {
    net.route('/x', { error: new DOMException('aborted', 'AbortError') });
    const error = await rejection(apiRequest('content', 'GET', '/x'));
    expect(error.ignored).toBe(true);
    expect(alerts).toEqual([]);
  });

  it('ignores a network TypeError silently', async () => {
    net.route('/x', { error: new TypeError('Failed to fetch') });
    expect((await rejection(apiRequest('content', 'GET', '/x'))).ignored).toBe(true);
    expect(alerts).toEqual([]);
  });
});

describe('answers that came with the page', () => {
  const boot = () => window as unknown as { __STAY_BOOT__?: { data?: Record<string, { locale: string; body: unknown }> } };
  afterEach(() => {
    delete boot().__STAY_BOOT__;
  });

  it('answers the first matching read from the page, once, and then asks the server', async () => {
    boot().__STAY_BOOT__ = { data: { '/api/service/content/v1/mains': { locale: 'en', body: { result: 'SUCCESS', data: { mainBanners: ['carried'] } } } } };
    net.route('/v1/mains', success({ mainBanners: ['fresh'] }));
    await expect(apiRequest('content', 'GET', '/v1/mains')).resolves.toEqual({ mainBanners: ['carried'] });
    expect(net.calls).toHaveLength(0);
    await expect(apiRequest('content', 'GET', '/v1/mains')).resolves.toEqual({ mainBanners: ['fresh'] });
    expect(net.calls).toHaveLength(1);
  });

  it('never answers from the page in another locale, another query or another method', async () => {
    boot().__STAY_BOOT__ = {
      data: {
        '/api/service/content/v1/mains': { locale: 'ko', body: { result: 'SUCCESS', data: 'ko answer' } },
        '/api/service/content/v1/other': { locale: 'en', body: { result: 'SUCCESS', data: 'carried' } },
      },
    };
    net.route('/v1/mains', success('fresh'));
    net.route('/v1/other', success('fresh'));
    await expect(apiRequest('content', 'GET', '/v1/mains')).resolves.toBe('fresh');
    await expect(apiRequest('content', 'GET', '/v1/other', { query: { page: 2 } })).resolves.toBe('fresh');
    await expect(apiRequest('content', 'POST', '/v1/other', { body: {} })).resolves.toBe('fresh');
    expect(net.calls).toHaveLength(3);
  });
});
