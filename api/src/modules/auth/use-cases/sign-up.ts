// Sign-up (SPEC §7 POST /users/cert) from verified certificates: an e-mail certificate, a phone
// certificate or both, each used once; the new member is logged in at once (SPEC §4 login kind
// CREATE).
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../../db/errors';
import { AppError } from '../../../lib/app-error';
import { hashPassword } from '../../../lib/passwords';
import { reposOf } from '../stores';
import { consumeCert } from './certs';
import { openSession, type Client, type SessionTokens } from './open-session';

export interface SignUpRequest {
  certEmailIdx?: number | null;
  certPhoneIdx?: number | null;
  /** The login e-mail. */
  id: string;
  name: string;
  phone?: string | null;
  pwd: string;
  userMeta?: { termsAgree?: boolean; privacyAgree?: boolean; marketingAgree?: boolean; ageOver14?: boolean; locale?: 'ko' | 'en' | 'ja' } | null;
}

export async function signUp(app: FastifyInstance, body: SignUpRequest, client: Client): Promise<{ userIdx: number; tokens: SessionTokens }> {
  const repos = reposOf(app.database.orm);
  if (!body.certEmailIdx && !body.certPhoneIdx) {
    throw new AppError('INVALID_INPUT', { issues: [{ field: 'certEmailIdx', rule: 'REQUIRED' }] });
  }
  if (body.certPhoneIdx && !body.phone) throw new AppError('INVALID_INPUT', { issues: [{ field: 'phone', rule: 'REQUIRED' }] });
  const pwdHash = await hashPassword(body.pwd);
  const now = app.clock();
  let userIdx: number;
  try {
    userIdx = await app.database.orm.transaction(async (tx) => {
      if (await repos.users.emailTaken(body.id, tx)) throw new AppError('EMAIL_CAN_NOT_BE_USED');
      if (body.certEmailIdx) await consumeCert(app, tx, body.certEmailIdx, { types: ['SIGN_EMAIL'], dest: body.id });
      if (body.certPhoneIdx) await consumeCert(app, tx, body.certPhoneIdx, { types: ['SIGN_PHONE'], dest: body.phone ?? '' });
      const user = await repos.users.create(
        {
          email: body.id,
          pwdHash,
          name: body.name,
          phone: body.phone ?? null,
          emailVerifiedAt: body.certEmailIdx ? now : null,
          phoneVerifiedAt: body.certPhoneIdx ? now : null,
          // A yes is dated; a no is not a consent, so it has no date to show.
          userMeta: body.userMeta?.marketingAgree === true ? { ...body.userMeta, marketingAgreedAt: now.toISOString() } : (body.userMeta ?? {}),
        },
        tx,
      );
      return user.idx;
    });
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides, the loser hears why.
    if (isUniqueViolation(error)) throw new AppError('EMAIL_CAN_NOT_BE_USED');
    throw error;
  }
  await repos.loginHistory.record({ userIdx, method: 'SIGNUP', success: true, ip: client.ip, userAgent: client.userAgent }, now);
  return { userIdx, tokens: await openSession(app, userIdx, 'SIGNUP', client) };
}
