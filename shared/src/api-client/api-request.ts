// The API client (SPEC §7 envelope, §8 error catalogue). Every remote calls the back end through
// apiRequest: it adds credentials and the CSRF header, unwraps the envelope, refreshes once on
// 401, and shows errors through the shell's alert unless asked not to.
import * as v from 'valibot';
import { bus } from '../events/event-bus';
import { currentLocale, translate } from '../i18n/i18n';
import { logger } from '../log/logger';
import { currentAppPath, navigate } from '../navigation/navigation';
import { rememberReturnUrl } from '../stores/return-url';
import { alert } from '../ui/popup';
import { getAuthHandler, refreshOnce, takeMemberChangedOnRefresh } from './auth-refresh';
import { CLIENT_ERROR_CODES, ClientException } from './client-exception';
import { CSRF_COOKIE, CSRF_HEADER, readCookie } from './cookies';
import { badRequestMessage, messageForCode, messageForStatus } from './error-messages';
import { pageDataKey, peekPageData, takePageData } from './page-data';

export type ServiceName = 'auth' | 'content' | 'payment' | 'message' | 'hotelsCombined' | 'internalAuth';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

export const SERVICE_BASE: Record<ServiceName, string> = {
  auth: '/api/service/auth',
  content: '/api/service/content',
  payment: '/api/service/payment',
  message: '/api/service/message',
  hotelsCombined: '/api/service/hotelsCombined',
  internalAuth: '/api/auth',
};

export interface ApiEnvelope<T = unknown> {
  result: 'SUCCESS' | 'FAIL';
  data: T;
}

export interface ApiRequestOptions<T = unknown> {
  body?: unknown;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  signal?: AbortSignal;
  /** SPEC §7: some calls pass a flag that suppresses the error alert. */
  suppressAlert?: boolean;
  /** Parses `data` at the boundary (STYLE); a mismatch is an invalid response (-9999). */
  schema?: v.GenericSchema<unknown, T>;
}

export function buildApiUrl(service: ServiceName, path: string, query?: ApiRequestOptions['query']): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) if (item !== undefined && item !== null) params.append(key, String(item));
  }
  const qs = params.toString();
  return `${SERVICE_BASE[service]}${clean}${qs ? `?${qs}` : ''}`;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof URLSearchParams
  );
}

/** What the client reads of an answer: the server's response, or one that came with the page. */
type Answer = Pick<Response, 'status' | 'ok' | 'text' | 'url'>;

async function send(method: HttpMethod, url: string, opts: ApiRequestOptions<unknown>): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': currentLocale() };
  if (method !== 'GET') {
    const csrf = readCookie(CSRF_COOKIE);
    if (csrf) headers[CSRF_HEADER] = csrf;
  }
  let body: BodyInit | undefined;
  if (opts.body !== undefined) {
    if (isRawBody(opts.body)) body = opts.body;
    else {
      body = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
  }
  if (method === 'GET' && body === undefined) {
    const carried = takePageData(url, headers['accept-language'] ?? '');
    if (carried !== undefined) return { status: 200, ok: true, url, text: async () => JSON.stringify(carried) };
  }
  try {
    return await fetch(url, { method, credentials: 'include', headers, body, signal: opts.signal });
  } catch (error) {
    throw transportError(error, url);
  }
}

/** SPEC §8: cancelled requests and network errors are silently ignored; timeouts only logged. */
function transportError(error: unknown, url: string): ClientException {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'AbortError') return new ClientException(CLIENT_ERROR_CODES.ABORTED, translate('errors.aborted'), { ignored: true, cause: error });
  if (name === 'TimeoutError') {
    logger.warn('request timed out', url);
    return new ClientException(CLIENT_ERROR_CODES.TIMEOUT, translate('errors.timeout'), { ignored: true, cause: error });
  }
  if (error instanceof TypeError) return new ClientException(CLIENT_ERROR_CODES.NETWORK, translate('errors.network'), { ignored: true, cause: error });
  const detail = error instanceof Error ? error.message : String(error);
  return new ClientException(CLIENT_ERROR_CODES.INVALID_RESPONSE, `${translate('errors.generic')}\n${detail}`, { cause: error });
}

async function readJson(response: Answer): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function invalidResponse(status?: number): ClientException {
  return new ClientException(CLIENT_ERROR_CODES.INVALID_RESPONSE, translate('errors.invalidResponse'), { status });
}

/** A FAIL envelope with data.code and data.message becomes that error (SPEC §8). */
function failEnvelopeError(body: unknown, status: number): ClientException | undefined {
  const env = body as Partial<ApiEnvelope<{ code?: unknown; message?: unknown }>> | null;
  const code = env?.data?.code;
  const message = env?.data?.message;
  if (env?.result !== 'FAIL' || (typeof code !== 'string' && typeof code !== 'number') || typeof message !== 'string') return undefined;
  return new ClientException(code, messageForCode(code, message), { status, details: env.data as Record<string, unknown> });
}

/** The data of a FAIL envelope, whatever its code (kept on the exception for the caller). */
function failDetails(body: unknown): Record<string, unknown> | undefined {
  const env = body as Partial<ApiEnvelope<unknown>> | null;
  return env?.result === 'FAIL' && typeof env.data === 'object' && env.data !== null ? (env.data as Record<string, unknown>) : undefined;
}

function sessionGone(): void {
  getAuthHandler().onExpired();
  rememberReturnUrl(currentAppPath());
}

/** SPEC §8 status 499: clear the session, remember where we were, alert, then go to /login. */
function memberChanged(): ClientException {
  sessionGone();
  const message = translate('errors.memberChanged');
  void alert(message).then(() => navigate('/login'));
  return new ClientException(499, message, { ignored: true, status: 499 });
}

// One expiry per failed refresh round, however many requests were waiting on it.
const expiredRounds = new WeakSet<Promise<boolean>>();
const alertedRounds = new WeakSet<Promise<boolean>>();
/** Errors whose alert is decided where they are made (so the generic catch must not alert). */
const alertDecided = new WeakSet<ClientException>();

function loginExpired(round: Promise<boolean>, suppressAlert: boolean): ClientException {
  const message = translate('errors.loginExpired');
  if (!expiredRounds.has(round)) {
    expiredRounds.add(round);
    sessionGone();
    bus.emit('session:expired', { message, returnTo: currentAppPath() });
  }
  const error = new ClientException(CLIENT_ERROR_CODES.LOGIN_EXPIRED, message, { status: 401 });
  alertDecided.add(error);
  if (!suppressAlert && !alertedRounds.has(round)) {
    alertedRounds.add(round);
    void alert(message);
  }
  return error;
}

// A refresh answered 499: every request that waited on that round hears it, the alert comes once.
const changedRounds = new WeakMap<Promise<boolean>, ClientException>();

function refreshFailure(round: Promise<boolean>, suppressAlert: boolean): ClientException {
  const known = changedRounds.get(round);
  if (known) return known;
  if (takeMemberChangedOnRefresh()) {
    const error = memberChanged();
    changedRounds.set(round, error);
    return error;
  }
  return loginExpired(round, suppressAlert);
}

async function interpret<T>(response: Answer, opts: ApiRequestOptions<T>): Promise<T> {
  const { status } = response;
  const body = await readJson(response);
  if (status === 499) throw memberChanged();
  if (status === 408) {
    logger.warn('request timed out', response.url);
    throw new ClientException(CLIENT_ERROR_CODES.TIMEOUT, translate('errors.timeout'), { ignored: true, status });
  }
  if (status === 400) {
    const { code, message } = badRequestMessage(body);
    throw new ClientException(code, message, { status, details: failDetails(body) });
  }
  if (status === 401 || status === 404 || status >= 500) throw new ClientException(status, messageForStatus(status), { status, details: failDetails(body) });
  if (status < 200 || status >= 300) throw failEnvelopeError(body, status) ?? new ClientException(status, messageForStatus(status), { status });

  const env = body as Partial<ApiEnvelope> | null;
  if (env?.result !== 'SUCCESS') throw failEnvelopeError(body, status) ?? invalidResponse(status);
  if (!opts.schema) return env.data as T;
  const parsed = v.safeParse(opts.schema, env.data);
  if (parsed.success) return parsed.output;
  logger.error('response does not match its schema', response.url, v.flatten(parsed.issues));
  throw invalidResponse(status);
}

function shouldRefresh(service: ServiceName, path: string): boolean {
  if (service === 'auth' && /^\/?refresh\/?$/.test(path)) return false; // never refresh the refresh
  const handler = getAuthHandler();
  return handler.canRefresh?.() ?? true;
}

/**
 * Calls `<base of service><path>` and returns the envelope's data. Rejects with a ClientException;
 * unless `suppressAlert`, its message has already been shown through the shell's alert.
 */
export async function apiRequest<T = unknown>(
  service: ServiceName,
  method: HttpMethod,
  path: string,
  opts: ApiRequestOptions<T> = {},
): Promise<T> {
  const url = buildApiUrl(service, path, opts.query);
  try {
    let response = await send(method, url, opts);
    if (response.status === 401 && shouldRefresh(service, path)) {
      const round = refreshOnce();
      if (!(await round)) throw refreshFailure(round, opts.suppressAlert ?? false);
      response = await send(method, url, opts); // exactly one retry; a second 401 is 'login required'
    }
    return await interpret(response, opts);
  } catch (error) {
    const exception = error instanceof ClientException ? error : transportError(error, url);
    if (!exception.ignored && !alertDecided.has(exception) && !opts.suppressAlert) void alert(exception.message);
    throw exception;
  }
}

/**
 * The data of an answer that came with the page, read at once for a first render: a
 * success envelope whose data matches `schema`, or undefined (the page then requests it as usual).
 * It is not taken: the caller's request is simply not made.
 */
export function pageAnswer<T>(
  service: ServiceName,
  path: string,
  schema: v.GenericSchema<unknown, T>,
  request: { method?: 'GET' | 'POST'; body?: unknown } = {},
): T | undefined {
  const key = pageDataKey(request.method ?? 'GET', buildApiUrl(service, path), request.body);
  const env = peekPageData(key, currentLocale()) as Partial<ApiEnvelope> | undefined;
  if (env?.result !== 'SUCCESS') return undefined;
  const parsed = v.safeParse(schema, env.data);
  return parsed.success ? parsed.output : undefined;
}
