// Wrong-password locks that cannot be abused to lock owners out or to find accounts. A miss counts against the pair
// (e-mail, place): the Nth in a row from one place locks that pair for a while that doubles with
// each further miss. The place is the browser (device cookie) when the account has signed in from
// it before, else the address. A stranger elsewhere can therefore slow down only their own attempts,
// never lock the owner out, and a stranger behind the same shared address (a mobile carrier's)
// locks only the address's unknown browsers, not the owner's own; an unknown e-mail is counted and
// locked exactly like a known one, so the answers never tell whether an account exists.
// Per-address request limits (rate limit) still apply.
import crypto from 'node:crypto';
import type { SharedStore } from '../../../lib/shared-store';

export interface LockRule {
  /** The Nth consecutive miss locks (LOGIN_LOCK_THRESHOLD). */
  threshold: number;
  baseSeconds: number;
  maxSeconds: number;
}

/** Seconds of the lock after `misses` consecutive misses (0 below the threshold). */
export function lockSeconds(misses: number, rule: LockRule): number {
  if (misses < rule.threshold) return 0;
  const doublings = Math.min(misses - rule.threshold, 20);
  return Math.min(rule.baseSeconds * 2 ** doublings, rule.maxSeconds);
}

const DAY_MS = 86_400_000;
/** How long a browser stays known to an account after signing in to it. */
const KNOWN_DEVICE_MS = 180 * DAY_MS;

/** Where a try comes from: the account's own known browser, or else the address. */
export const devicePlace = (device: string): string => `d:${device}`;
export const addressPlace = (ip: string): string => `a:${ip}`;

const who = (email: string): string => crypto.createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 32);

export class LoginGuard {
  constructor(
    private readonly store: SharedStore,
    private readonly rule: LockRule,
  ) {}

  private key(email: string, place: string): string {
    return `login:${who(email)}:${place}`;
  }

  /** The place a try from this browser and address counts against (see the header). */
  async placeOf(email: string, client: { ip: string; device?: string }): Promise<string> {
    if (client.device && (await this.store.get(`known-device:${who(email)}:${client.device}`))) return devicePlace(client.device);
    return addressPlace(client.ip);
  }

  /** The browser signed in to the account: its tries count on their own from now on. */
  async rememberDevice(email: string, device: string): Promise<void> {
    await this.store.set(`known-device:${who(email)}:${device}`, '1', KNOWN_DEVICE_MS);
  }

  /** Seconds until this pair may try again (0: now). */
  async lockedFor(email: string, place: string, now: Date): Promise<number> {
    const until = Number(await this.store.get(`${this.key(email, place)}:lock`)) || 0;
    return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
  }

  /** Records a miss; the lock it starts, in seconds (0: none). */
  async miss(email: string, place: string, now: Date): Promise<number> {
    const key = this.key(email, place);
    const misses = await this.store.incr(`${key}:misses`, DAY_MS);
    const seconds = lockSeconds(misses, this.rule);
    if (seconds > 0) await this.store.set(`${key}:lock`, String(now.getTime() + seconds * 1000), seconds * 1000 + DAY_MS);
    return seconds;
  }

  async succeed(email: string, place: string): Promise<void> {
    const key = this.key(email, place);
    await this.store.del(`${key}:misses`, `${key}:lock`);
  }
}
