import crypto from 'node:crypto';

/** URL-safe random string of `bytes` random bytes (32 bytes -> 43 characters). */
export const randomToken = (bytes = 32): string => crypto.randomBytes(bytes).toString('base64url');

export const sha256 = (value: string): string => crypto.createHash('sha256').update(value).digest('hex');

export const hmac = (key: string, value: string): string => crypto.createHmac('sha256', key).update(value).digest('base64url');

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** Six digits, uniformly drawn (SPEC §7 send-cert). */
export const sixDigitCode = (): string => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
