import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Env } from './env';

/**
 * AUTH_SECRET when set (required in production). Otherwise a random secret kept in DATA_DIR, so
 * sessions survive a restart of a development machine without anyone having to configure one.
 */
export function resolveAuthSecret(env: Env): string {
  if (env.authSecret) return env.authSecret;
  if (env.nodeEnv === 'production') throw new Error('AUTH_SECRET must be set in production');
  const file = path.join(env.dataDir, 'auth-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: create it below
  }
  fs.mkdirSync(env.dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
