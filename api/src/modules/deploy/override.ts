// Smoke-load overrides (DEPLOY.md A5, pitfall 9): a page load may be pinned to a version that no
// visitor gets yet, so the deploy can load it in a real browser before any channel points at it.
// The cookie carries remote@version pairs and an expiry, signed with the store's key: only someone
// who can write the artifact store can make one, it names versions (never URLs), and the server
// serves it only if the version is published. Production-safe, so the smoke runs against the real site.
import crypto from 'node:crypto';
import type { RemoteName } from '@stay/shared/mf/contract';
import { safeEqual } from '../../lib/secrets';
import { isVersionId, remoteOf } from './remotes';

export const OVERRIDE_COOKIE = 'stay_override';
const MAX_TTL_MS = 30 * 60_000;

const sign = (key: Buffer, payload: string) => crypto.createHmac('sha256', key).update(`override.${payload}`).digest('base64url');

export function makeOverride(key: Buffer, pins: Partial<Record<RemoteName, string>>, now: Date, ttlMs = 10 * 60_000): string {
  const body = Object.entries(pins).map(([r, v]) => `${r}@${v}`).join(',');
  const payload = `${body}|${now.getTime() + Math.min(ttlMs, MAX_TTL_MS)}`;
  return `${Buffer.from(payload).toString('base64url')}.${sign(key, payload)}`;
}

/** The pins of a valid, unexpired cookie; {} for anything else (never an error: it is only a cookie). */
export function readOverride(key: Buffer, cookie: string | undefined, now: Date): Partial<Record<RemoteName, string>> {
  if (!cookie || cookie.length > 2048) return {};
  const [encoded, sig] = cookie.split('.', 2);
  if (!encoded || !sig) return {};
  const payload = Buffer.from(encoded, 'base64url').toString('utf8');
  const expected = sign(key, payload);
  // Compared as bytes: a signature with other characters (non-ASCII) is simply wrong, never an error.
  if (!safeEqual(expected, sig)) return {};
  const [body = '', until = '0'] = payload.split('|');
  if (!(Number(until) > now.getTime())) return {};
  const pins: Partial<Record<RemoteName, string>> = {};
  for (const pair of body.split(',')) {
    const [r = '', v = ''] = pair.split('@');
    const remote = remoteOf(r);
    if (remote && isVersionId(v)) pins[remote] = v;
  }
  return pins;
}

/** A bearer token for the status call, derived from the same key. */
export const statusToken = (key: Buffer): string => crypto.createHmac('sha256', key).update('status').digest('base64url');
