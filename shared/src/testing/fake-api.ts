// A scripted fetch for the remotes' tests (never used outside tests; not exported from the root). Routes match the path after
// the service base and the method; an answer may be data (wrapped in the SUCCESS envelope), a
// function of the request body, a failure, or a promise the test settles itself.

export interface ApiCall {
  method: string;
  path: string;
  url: string;
  body: unknown;
  signal: AbortSignal | undefined;
  headers: Record<string, string>;
}

export type Answer =
  | { data: unknown }
  | { status: number; body?: unknown }
  | { networkError: true }
  | { pending: Promise<Answer> };

type Responder = Answer | ((call: ApiCall) => Answer);

export interface FakeApi {
  calls: ApiCall[];
  callsTo(path: string, method?: string): ApiCall[];
  on(method: string, path: string | RegExp, responder: Responder): void;
  restore(): void;
}

export const ok = (data: unknown): Answer => ({ data });
export const failWith = (status: number, code = 'ERROR', message = 'failed'): Answer => ({ status, body: { result: 'FAIL', data: { code, message } } });

function respond(url: string, status: number, body: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return { url, status, ok: status >= 200 && status < 300, text: async () => text, json: async () => JSON.parse(text) as unknown };
}

export function installFakeApi(): FakeApi {
  const routes: { method: string; path: string | RegExp; responder: Responder }[] = [];
  const calls: ApiCall[] = [];
  const original = globalThis.fetch;

  const settle = async (answer: Answer, call: ApiCall): Promise<unknown> => {
    if ('pending' in answer) return settle(await answer.pending, call);
    if (call.signal?.aborted) throw new DOMException('aborted', 'AbortError');
    if ('networkError' in answer) throw new TypeError('Failed to fetch');
    if ('data' in answer) return respond(call.url, 200, { result: 'SUCCESS', data: answer.data });
    return respond(call.url, answer.status, answer.body);
  };

  const fake = jest.fn(async (url: string, init: RequestInit = {}) => {
    const [pathWithQuery = ''] = url.replace(/^\/api\/service\/[a-zA-Z]+/, '').split('#');
    const path = pathWithQuery.split('?')[0] ?? '';
    const call: ApiCall = {
      method: init.method ?? 'GET',
      path: pathWithQuery,
      url,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
      signal: init.signal ?? undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    await Promise.resolve();
    const route = routes.find((r) => r.method === call.method && (typeof r.path === 'string' ? r.path === path : r.path.test(path)));
    if (!route) throw new Error(`no fake route for ${call.method} ${url}`);
    const answer = typeof route.responder === 'function' ? route.responder(call) : route.responder;
    return settle(answer, call);
  });
  (globalThis as { fetch: unknown }).fetch = fake;

  return {
    calls,
    callsTo: (path, method) => calls.filter((c) => c.path.split('?')[0] === path && (!method || c.method === method)),
    on: (method, path, responder) => {
      routes.unshift({ method, path, responder });
    },
    restore: () => {
      (globalThis as { fetch: unknown }).fetch = original;
    },
  };
}

/** A promise the test resolves later (slow responses, cancellation). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}
