// A scripted fetch for the api client tests. Each route answers in order; the last answer repeats.

export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** Throw this instead of answering (abort, network failure). */
  error?: unknown;
}

export interface FakeCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

export interface FakeFetch {
  fetch: jest.Mock;
  calls: FakeCall[];
  callsTo(urlPart: string): FakeCall[];
  route(urlPart: string, ...answers: FakeAnswer[]): void;
}

function fakeResponse(url: string, status: number, body: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    url,
    status,
    ok: status >= 200 && status < 300,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  };
}

export function installFakeFetch(): FakeFetch {
  const routes: { part: string; answers: FakeAnswer[] }[] = [];
  const calls: FakeCall[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const call: FakeCall = {
      url,
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body,
      credentials: init.credentials,
    };
    calls.push(call);
    // Let concurrent callers interleave like real network calls.
    await Promise.resolve();
    const route = routes.find((r) => url.includes(r.part));
    if (!route) throw new Error(`no fake route for ${url}`);
    const answer = route.answers.length > 1 ? route.answers.shift()! : route.answers[0]!;
    if (answer.error !== undefined) throw answer.error;
    return fakeResponse(url, answer.status ?? 200, answer.body);
  });
  (globalThis as { fetch: unknown }).fetch = fetch;
  return {
    fetch,
    calls,
    callsTo: (part) => calls.filter((c) => c.url.includes(part)),
    route: (part, ...answers) => routes.unshift({ part, answers }),
  };
}

export const success = (data: unknown): FakeAnswer => ({ status: 200, body: { result: 'SUCCESS', data } });
export const fail = (code: unknown, message: string, status = 200): FakeAnswer => ({
  status,
  body: { result: 'FAIL', data: { code, message } },
});
