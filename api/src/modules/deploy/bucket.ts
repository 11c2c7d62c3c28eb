// Canary bucketing (DEPLOY.md A7, LaunchDarkly's formula): a visitor's place in [0, 1) for one
// remote's canary, from a hash of remote, salt and the visitor's bucket id. The same visitor keeps
// the same place while the salt stays, so ramping 10 -> 50 % only adds visitors; each remote hashes
// its own name in, so remotes' canaries pick independent visitors.
import crypto from 'node:crypto';

// 13 hex digits = 52 bits, exact in a double (LaunchDarkly takes 15, which rounds: a place of 1.0
// would then be outside even a 100 % canary).
const DIGITS = 13;
const SCALE = 2 ** (DIGITS * 4);

export function bucketOf(remote: string, salt: string, visitor: string): number {
  const hex = crypto.createHash('sha1').update(`${remote}.${salt}.${visitor}`).digest('hex').slice(0, DIGITS);
  return Number.parseInt(hex, 16) / SCALE;
}

/** A fresh visitor id for the bucket cookie: 128 random bits. */
export const newVisitorId = (): string => crypto.randomBytes(16).toString('hex');

export const isVisitorId = (s: string | undefined): s is string => typeof s === 'string' && /^[0-9a-f]{32}$/.test(s);

/** The bucket cookie's name (the site sets it on a first page load; reports are counted by it). */
export const BUCKET_COOKIE = 'stay_bucket';
