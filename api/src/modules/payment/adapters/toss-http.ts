// The one way we talk to Toss Payments' core API (version 2022-11-16): Basic auth with the secret
// key (`base64(secretKey + ':')`), JSON both ways, an Idempotency-Key where the call moves money,
// and a deadline. What comes back is either Toss's answer (2xx) or Toss's `{code, message}` (4xx);
// a timeout, a dropped connection or a 5xx throws GatewayUnavailableError: the outcome is unknown,
// which a caller must never read as a decline. The secret key never reaches a log or an error.
import { GatewayUnavailableError, type GatewayObserver } from '../gateway';
import { tossCallCode, tossOperation } from '../rules/toss-operation';

export interface TossConfig {
  secretKey: string;
  /** https://api.tosspayments.com, or a test double's address. */
  apiUrl: string;
  /** Per call; confirm and charges default to 10 s. */
  timeoutMs?: number;
  /** Hears each call's operation, outcome code and duration (metrics). */
  observer?: GatewayObserver;
}

export type TossAnswer<T> = { ok: true; status: number; body: T } | { ok: false; status: number; code: string; message: string };

export async function tossCall<T>(
  config: TossConfig,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; idempotencyKey?: string; timeoutMs?: number } = {},
): Promise<TossAnswer<T>> {
  const headers: Record<string, string> = {
    authorization: `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`,
    accept: 'application/json',
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  const timeoutMs = options.timeoutMs ?? config.timeoutMs ?? 10_000;
  const started = performance.now();
  const observe = (answer: Parameters<typeof tossCallCode>[0], outcome: 'ok' | 'refused' | 'unavailable') => {
    try {
      config.observer?.call({ gateway: 'toss', operation: tossOperation(method, path), outcome, code: tossCallCode(answer), seconds: (performance.now() - started) / 1000 });
    } catch {
      // Counting a call never changes what the call answers.
    }
  };
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${config.apiUrl.replace(/\/$/, '')}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    observe({ unavailable: timedOut ? 'TIMEOUT' : 'NETWORK' }, 'unavailable');
    const why = timedOut ? `no answer within ${timeoutMs} ms` : 'connection failed';
    throw new GatewayUnavailableError(`Toss ${method} ${path.split('/').slice(0, 3).join('/')}: ${why}`);
  }
  const body = parseJson(text);
  const err = (body ?? {}) as { code?: unknown; message?: unknown };
  if (response.status >= 500) {
    observe(typeof err.code === 'string' ? { ok: false, code: err.code } : { unavailable: 'SERVER_ERROR' }, 'unavailable');
    throw new GatewayUnavailableError(`Toss answered ${response.status}`, typeof err.code === 'string' ? err.code : undefined);
  }
  if (response.ok) {
    if (body === null || typeof body !== 'object') {
      observe({ unavailable: 'BAD_ANSWER' }, 'unavailable');
      throw new GatewayUnavailableError(`Toss answered ${response.status} without a JSON body`);
    }
    observe({ ok: true }, 'ok');
    return { ok: true, status: response.status, body: body as T };
  }
  observe({ ok: false, code: typeof err.code === 'string' ? err.code : 'UNKNOWN' }, 'refused');
  return { ok: false, status: response.status, code: typeof err.code === 'string' ? err.code : 'UNKNOWN', message: typeof err.message === 'string' ? err.message : '' };
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}
