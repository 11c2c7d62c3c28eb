// A browser-like client over app.inject: keeps cookies (path-aware, expiry by Max-Age=0) and, like
// the shared API client, sends `x-csrf-token` from the `stay_csrf` cookie on writes.
import type { FastifyInstance } from 'fastify';

/** Response bodies are whatever JSON the route sent; assertions read them freely. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

interface StoredCookie {
  value: string;
  path: string;
  httpOnly: boolean;
}

export interface AgentResponse<T = Json> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
  setCookies: string[];
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Send x-csrf-token (default true on non-GET when the cookie exists). */
  csrf?: boolean;
  /** A raw payload (string) instead of JSON. */
  raw?: string;
  query?: Record<string, string>;
}

export class Agent {
  readonly jar = new Map<string, StoredCookie>();

  constructor(private readonly app: FastifyInstance, private readonly ip = '127.0.0.1') {}

  cookie(name: string): string | undefined {
    return this.jar.get(name)?.value;
  }

  cookieHeader(url: string): string {
    const path = url.split('?')[0]!;
    return [...this.jar.entries()]
      .filter(([, c]) => path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`) || c.path === '/')
      .map(([name, c]) => `${name}=${c.value}`)
      .join('; ');
  }

  async request<T = Json>(method: string, url: string, body?: unknown, options: RequestOptions = {}): Promise<AgentResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    const cookie = this.cookieHeader(url);
    if (cookie) headers.cookie = cookie;
    const csrf = this.cookie('stay_csrf');
    if (method !== 'GET' && csrf && options.csrf !== false) headers['x-csrf-token'] = csrf;
    if (method === 'GET' && options.csrf === true && csrf) headers['x-csrf-token'] = csrf;
    let payload: string | undefined;
    if (options.raw !== undefined) payload = options.raw;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await this.app.inject({ method: method as 'GET', url, headers, payload, query: options.query, remoteAddress: this.ip });
    const raw = res.headers['set-cookie'];
    const setCookies = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
    for (const line of setCookies) this.store(line);
    let parsed: unknown = res.body;
    try {
      parsed = res.json();
    } catch {
      // HTML or empty
    }
    return { status: res.statusCode, body: parsed as T, headers: res.headers, setCookies };
  }

  get<T = Json>(url: string, options?: RequestOptions) {
    return this.request<T>('GET', url, undefined, options);
  }

  post<T = Json>(url: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', url, body, options);
  }

  put<T = Json>(url: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', url, body, options);
  }

  private store(line: string): void {
    const [pair, ...attrs] = line.split(';').map((s) => s.trim());
    const eq = pair!.indexOf('=');
    const name = pair!.slice(0, eq);
    const value = pair!.slice(eq + 1);
    const attr = (key: string) => attrs.find((a) => a.toLowerCase().startsWith(`${key}=`))?.split('=')[1];
    const maxAge = attr('max-age');
    const expires = attr('expires');
    if (maxAge === '0' || (expires && new Date(expires).getTime() <= Date.now()) || value === '') {
      this.jar.delete(name);
      return;
    }
    this.jar.set(name, { value, path: attr('path') ?? '/', httpOnly: attrs.some((a) => a.toLowerCase() === 'httponly') });
  }
}
