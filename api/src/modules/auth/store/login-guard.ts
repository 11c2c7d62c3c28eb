// Wrong-password locks that cannot be abused to lock owners out or to find accounts. A miss counts against the pair
// (e-mail, address): the Nth in a row from one address locks that pair for a while that doubles with
// each further miss. A stranger elsewhere can therefore slow down only their own attempts, never lock
// the owner out; and an unknown e-mail is counted and locked exactly like a known one, so the
// answers never tell whether an account exists. Per-address request limits (rate limit) still apply.
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

export class LoginGuard {
  constructor(
    private readonly store: SharedStore,
    private readonly rule: LockRule,
  ) {}

  private key(email: string, ip: string): string {
    const who = crypto.createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 32);
    return `login:${who}:${ip}`;
  }

  /** Seconds until this pair may try again (0: now). */
  async lockedFor(email: string, ip: string, now: Date): Promise<number> {
    const until = Number(await this.store.get(`${this.key(email, ip)}:lock`)) || 0;
    return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
  }

  /** Records a miss; the lock it starts, in seconds (0: none). */
  async miss(email: string, ip: string, now: Date): Promise<number> {
    const key = this.key(email, ip);
    const misses = await this.store.incr(`${key}:misses`, DAY_MS);
    const seconds = lockSeconds(misses, this.rule);
    if (seconds > 0) await this.store.set(`${key}:lock`, String(now.getTime() + seconds * 1000), seconds * 1000 + DAY_MS);
    return seconds;
  }

  async succeed(email: string, ip: string): Promise<void> {
    const key = this.key(email, ip);
    await this.store.del(`${key}:misses`, `${key}:lock`);
  }
}
