// What a log line may not carry: people's e-mail addresses, phone numbers, names, passwords,
// verification codes and tokens or payment keys. Logs are read by more people, and kept longer,
// than the database rows they describe, so every line goes through two passes:
//   1. by field name: the values of known personal or secret fields are replaced, at any depth of
//      a plain object given to the logger (and pino's own `redact` for the request headers);
//   2. by pattern: e-mail addresses, Korean phone numbers, bearer tokens and JWTs, secret query
//      parameters and secret path segments are masked in the finished line, whatever carried them
//      (a message, a URL, an error's message or stack, a database error's detail).
// Pure functions; server.ts and app.ts take `logOptions` for their pino loggers.
import type { LoggerOptions } from 'pino';

export const MASK = '[redacted]';

/** Field names whose value never reaches a log line (compared case-insensitively). */
export const SECRET_FIELDS: readonly string[] = [
  'email', 'id', 'pwd', 'password', 'newPassword', 'currentPassword', 'guestName', 'guestTel', 'guestEmail',
  'name', 'userName', 'userFirstName', 'userLastName', 'phone', 'tel', 'internationalPhone', 'dest',
  'code', 'token', 'accessToken', 'refreshToken', 'paymentKey', 'billingKey', 'authKey', 'customerKey',
  'authorization', 'cookie', 'set-cookie', 'secret', 'apiSecret',
];
const SECRET_KEYS = new Set(SECRET_FIELDS.map((f) => f.toLowerCase()));

/**
 * pino `redact` paths: the headers a request or answer serializer might print. Fastify's own
 * request serializer prints no headers; these guard a serializer someone adds later.
 */
export const REDACT_PATHS: readonly string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
];

// Mobile (010, 011, 016-019) written as 01012345678, 010-1234-5678, 010 1234 5678, 010.1234.5678,
// or internationally +82 10 1234 5678, +82-10-1234-5678, +821012345678 (the + may be URL-encoded).
const MOBILE = /(?<![\w%.])(?:(?:\+|%2B)82[\s.-]?(?:%20)?0?1[016-9]|01[016-9])(?:[\s.-]|%20)?\d{3,4}(?:[\s.-]|%20)?\d{4}(?!\d)/gi;
// Landlines only when written with separators (02-123-4567, 031-1234-5678): bare digit runs of
// that length are too often order numbers or amounts.
const LANDLINE = /(?<![\w%])0(?:2|[3-6][1-5]|70)-\d{3,4}-\d{4}(?!\d)/g;
// The @ may come URL-encoded (%40) in a logged URL.
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/gi;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]+/g;
const QUERY_KEYS = ['code', 'state', 'token', 'refreshToken', 'paymentKey', 'billingKey', 'authKey', 'customerKey', 'dest', 'email', 'id', 'phone', 'tel', 'name', 'pwd', 'password'];
// `?code=…` / `&paymentKey=…` in a URL: the value up to the next &, quote, space or #.
const SECRET_QUERY = new RegExp(`([?&](?:${QUERY_KEYS.join('|')})=)[^&"\\s#]*`, 'gi');
// Path segments that are a secret or a person: a sandbox checkout's payment key, the e-mail or
// phone a sign-up form checks.
const SECRET_SEGMENT = /(\/(?:sandbox\/checkout|users\/check)\/)[^/?"\s#]+/g;

/** Masks e-mail addresses, Korean phone numbers, tokens and secret URL parts inside any text. */
export function maskText(text: string): string {
  if (text.length === 0) return text;
  return text
    .replace(JWT, MASK)
    .replace(BEARER, `$1 ${MASK}`)
    .replace(SECRET_QUERY, `$1${MASK}`)
    .replace(SECRET_SEGMENT, `$1${MASK}`)
    .replace(EMAIL, MASK)
    .replace(MOBILE, MASK)
    .replace(LANDLINE, MASK);
}

const isPlain = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * A copy of a logged object with the values of secret fields replaced, at any depth of plain
 * objects and arrays. Other objects (errors, requests, replies) are left to their serializers; the
 * pattern pass still masks what they print.
 */
export function redactFields<T>(value: T, depth = 0, seen = new WeakSet<object>()): T {
  if (depth > 8) return value;
  if (Array.isArray(value)) {
    if (seen.has(value)) return value;
    seen.add(value);
    return value.map((item) => redactFields(item, depth + 1, seen)) as T;
  }
  if (!isPlain(value)) return value;
  if (seen.has(value)) return value;
  seen.add(value);
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = SECRET_KEYS.has(key.toLowerCase()) && item !== undefined && item !== null ? MASK : redactFields(item, depth + 1, seen);
  }
  return out as T;
}

/** pino options every logger of the API uses: level, header paths, field pass, pattern pass. */
export function logOptions(level = 'info'): LoggerOptions {
  return {
    level,
    redact: { paths: [...REDACT_PATHS], censor: MASK },
    formatters: { log: (object) => redactFields(object) },
    // The finished line: one place that sees the message, the bindings and serialized errors alike.
    hooks: { streamWrite: maskText },
  };
}
