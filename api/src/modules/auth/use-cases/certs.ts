// Verification certificates (SPEC §7 send-cert / verify-cert, §8 codes, §9 3 texts a day).
// A code is 6 digits, valid for 3 minutes, checked at most CERT_MAX_ATTEMPTS times, and good for
// one verification; the verified certificate is then good for one action (sign-up, password
// reset, phone change) within CERT_USE_WINDOW_SECONDS.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { CERT_MAX_ATTEMPTS, type CertChannel, type CertRow, type CertType } from '../../../db/schema/certs';
import type { Tx } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { addSeconds, startOfKoreanDay } from '../../../lib/clock';
import { isEmail, isPhone, normalizeDest } from '../../../lib/fields';
import type { Locale } from '../../../lib/locale';
import { hmac, safeEqual, sixDigitCode } from '../../../lib/secrets';
import { certMessage } from '../rules/cert-messages';
import { KNOWN_ADDRESS_DAYS, maySendCode } from '../rules/send-limits';
import { reposOf } from '../stores';

const EMAIL_TYPES: CertType[] = ['SIGN_EMAIL', 'CONNECT_EMAIL'];
const PHONE_TYPES: CertType[] = ['SIGN_PHONE', 'MODIFY_PHONE', 'FIND_ID'];

/** Which channel a destination goes through for a purpose; null when it does not fit. */
export function channelFor(type: CertType, dest: string): { channel: CertChannel; rule: 'EMAIL' | 'PHONE' | 'DEST' } | { channel: null; rule: 'EMAIL' | 'PHONE' | 'DEST' } {
  if (EMAIL_TYPES.includes(type)) return { channel: isEmail(dest) ? 'EMAIL' : null, rule: 'EMAIL' };
  if (PHONE_TYPES.includes(type)) return { channel: isPhone(dest) ? 'SMS' : null, rule: 'PHONE' };
  return { channel: isEmail(dest) ? 'EMAIL' : isPhone(dest) ? 'SMS' : null, rule: 'DEST' };
}

const codeHash = (secret: string, cert: { type: string; dest: string }, code: string) => hmac(secret, `cert:${cert.type}:${cert.dest}:${code}`);

/** Who asks for a code: the address it is counted against, their language, the request's log. */
export interface CertRequester {
  ip: string;
  locale: Locale;
  log: FastifyBaseLogger;
}

/** Sends a code to `rawDest` (normalised; it must fit the purpose's channel) for a purpose. */
export async function sendCert(app: FastifyInstance, type: CertType, rawDest: string, request: CertRequester) {
  const dest = normalizeDest(rawDest);
  const route = channelFor(type, dest);
  if (!route.channel) throw new AppError('INVALID_INPUT', { issues: [{ field: 'dest', rule: route.rule }] });
  const channel = route.channel;
  const { env, clock, transport } = app;
  const repos = reposOf(app.database.orm);
  const now = clock();
  if (type === 'SIGN_EMAIL' || type === 'CONNECT_EMAIL') {
    if (await repos.users.emailTaken(dest)) throw new AppError('EMAIL_CAN_NOT_BE_USED');
  }
  if (type === 'FIND_ID' || type === 'FIND_PWD') {
    const owner = channel === 'EMAIL' ? await repos.users.findActiveByEmail(dest) : await repos.users.findActiveByPhone(dest);
    if (!owner) throw new AppError('USER_NOT_FOUND');
  }
  const code = sixDigitCode();
  const message = certMessage(type, code, env.certTtlSeconds, request.locale);
  return app.database.orm.transaction(async (tx) => {
    // One sender per destination at a time, so two parallel requests cannot both pass the count.
    await repos.certs.lockDest(dest, tx);
    // SPEC §9 "3 texts a day", per requesting address, with a cap for unknown addresses together
    // that an address known to the destination is not held by (rules/send-limits.ts).
    const since = startOfKoreanDay(now);
    const knownSince = addSeconds(now, -KNOWN_ADDRESS_DAYS * 86_400);
    const [fromThisAddress, fromUnknownAddresses, knownAddress] = await Promise.all([
      repos.certs.countSentSince(dest, since, tx, request.ip),
      repos.certs.countFromUnknownSince(dest, since, knownSince, tx),
      repos.certs.isKnownAddress(dest, request.ip, knownSince, tx),
    ]);
    const counts = { fromThisAddress, fromUnknownAddresses, knownAddress };
    if (channel === 'SMS' && !maySendCode(counts, env.smsDailyLimit)) throw new AppError('SEND_LIMIT');
    if (channel === 'EMAIL' && !maySendCode(counts, env.emailDailyLimit)) throw new AppError('TOO_MANY_REQUESTS');
    const cert = await repos.certs.create(
      { type, channel, dest, codeHash: codeHash(env.authSecret, { type, dest }, code), expiresAt: addSeconds(now, env.certTtlSeconds), ip: request.ip },
      now,
      tx,
    );
    try {
      await transport.send({ channel, dest, code, ...message }, { tx: tx as Tx, now });
    } catch (error) {
      request.log.error({ err: error, transport: transport.name }, 'message transport failed');
      throw new AppError('SEND_FAIL');
    }
    return { certIdx: cert.idx, expiresIn: env.certTtlSeconds, expiredAt: cert.expiresAt.toISOString() };
  });
}

/**
 * Checks a code against its certificate (at most CERT_MAX_ATTEMPTS tries, before it expires). A
 * verified FIND_ID certificate also tells the phone's owner their login id (the find-id screen).
 */
export async function verifyCert(app: FastifyInstance, certIdx: number, code: string) {
  const cert = await checkCode(app, certIdx, code);
  const found = cert.type === 'FIND_ID' ? await reposOf(app.database.orm).users.findActiveByPhone(cert.dest) : undefined;
  return { certIdx: cert.idx, type: cert.type, dest: cert.dest, verified: true, ...(found ? { id: found.email } : {}) };
}

async function checkCode(app: FastifyInstance, certIdx: number, code: string): Promise<CertRow> {
  const { env, clock } = app;
  const repos = reposOf(app.database.orm);
  const now = clock();
  const cert = await repos.certs.find(certIdx);
  if (!cert || cert.verifiedAt || cert.attempts >= CERT_MAX_ATTEMPTS) throw new AppError('CERTIFICATION_FAIL');
  if (cert.expiresAt <= now) throw new AppError('EXPIRED_TIME');
  if (!safeEqual(codeHash(env.authSecret, cert, code), cert.codeHash)) {
    await repos.certs.addAttempt(cert.idx);
    throw new AppError(cert.attempts + 1 >= CERT_MAX_ATTEMPTS ? 'CERTIFICATION_FAIL' : 'CERTIFICATION_NOT_CORRECT');
  }
  if (!(await repos.certs.markVerified(cert.idx, now))) throw new AppError('CERTIFICATION_FAIL');
  return cert;
}

/**
 * Uses a verified certificate for one action, inside the action's transaction. It must be of one
 * of `types`, for `dest` (when given), verified recently, and not used before.
 */
export async function consumeCert(
  app: FastifyInstance,
  tx: Tx,
  certIdx: number,
  expect: { types: CertType[]; dest?: string | string[] },
): Promise<CertRow> {
  const { env, clock } = app;
  const repos = reposOf(app.database.orm);
  const now = clock();
  const cert = await repos.certs.find(certIdx, tx);
  const dests = expect.dest === undefined ? undefined : ([] as string[]).concat(expect.dest);
  if (!cert || !cert.verifiedAt || cert.consumedAt || !expect.types.includes(cert.type)) throw new AppError('CERTIFICATION_FAIL');
  if (dests && !dests.includes(cert.dest)) throw new AppError('CERTIFICATION_FAIL');
  if (addSeconds(cert.verifiedAt, env.certUseWindowSeconds) <= now) throw new AppError('EXPIRED_TIME');
  if (!(await repos.certs.consume(cert.idx, now, tx))) throw new AppError('CERTIFICATION_FAIL');
  return cert;
}
