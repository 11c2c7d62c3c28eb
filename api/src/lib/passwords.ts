// argon2id from node:crypto (Node 24), stored as a PHC string so parameters can change later
// without breaking old hashes. Parameters: OWASP's minimum for argon2id (19 MiB, 2 passes).
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { hashGate } from './hash-gate';

const argon2raw = promisify(crypto.argon2);
/** Every argon2 run passes the gate (lib/hash-gate.ts): a login flood cannot take the thread pool. */
const argon2: typeof argon2raw = (algorithm, params) => hashGate.run(() => argon2raw(algorithm, params));
const PARAMS = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;

const b64 = (buf: Buffer): string => buf.toString('base64').replace(/=+$/, '');

export async function hashPassword(password: string): Promise<string> {
  const nonce = crypto.randomBytes(16);
  const tag = await argon2('argon2id', { message: password, nonce, ...PARAMS });
  return `$argon2id$v=19$m=${PARAMS.memory},t=${PARAMS.passes},p=${PARAMS.parallelism}$${b64(nonce)}$${b64(tag)}`;
}

const PHC = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

export async function verifyPassword(password: string, phc: string): Promise<boolean> {
  const m = PHC.exec(phc);
  if (!m) return false;
  const [, memory, passes, parallelism, salt, hash] = m;
  const expected = Buffer.from(hash!, 'base64');
  const tag = await argon2('argon2id', {
    message: password,
    nonce: Buffer.from(salt!, 'base64'),
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: expected.length,
  });
  return crypto.timingSafeEqual(tag, expected);
}

/** Spends the same time as a real check, so an unknown e-mail answers as slowly as a known one. */
let dummy: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummy ??= hashPassword('not-a-real-password-1!');
  await verifyPassword(password, await dummy);
}
