// Member info edit (PUT /users): a new phone needs a verified MODIFY_PHONE certificate for that
// number; a new password needs the current one (`currentPwd`), or, for a member without one
// (messenger sign-up) or who forgot it, a verified FIND_PWD certificate (`pwdCertIdx`) for the
// member's e-mail or phone. An access token alone never changes the password (a stolen token must
// not take the account), and a wrong current password counts toward the same lock as a wrong
// login password from that address (a stolen session cannot guess it quickly). A new password
// signs out every other device; this one stays.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import { addressPlace, consumeCert, loginGuard, type UserPatch } from '../../auth';
import { reposOf } from '../stores';
import type { Locale } from '../../../lib/locale';
import { memberProfile } from './profile';

export interface ProfileEdit {
  certIdx?: number | null;
  name?: string | null;
  phone?: string | null;
  pwd?: string | null;
  currentPwd?: string | null;
  pwdCertIdx?: number | null;
}

const locked = (seconds: number) => new AppError('LOGIN_LOCKED', { params: { seconds }, extra: { retryAfter: seconds } });

export async function editProfile(app: FastifyInstance, userIdx: number, sessionId: string, body: ProfileEdit, ip: string, locale: Locale) {
  const repos = reposOf(app.database.orm);
  const now = app.clock();
  const user = await repos.users.findActive(userIdx);
  if (!user) throw new AppError('USER_NOT_FOUND');
  const patch: UserPatch = {};
  if (body.name) patch.name = body.name;
  if (body.pwd) {
    if (body.currentPwd) {
      // The login's lock, on the member's login e-mail (or the member, without one) and this address.
      const guard = loginGuard(app);
      const who = user.email ?? `member:${user.idx}`;
      const place = addressPlace(ip);
      const wait = await guard.lockedFor(who, place, now);
      if (wait > 0) throw locked(wait);
      if (!user.pwdHash || !(await verifyPassword(body.currentPwd, user.pwdHash))) {
        const seconds = await guard.miss(who, place, now);
        if (seconds > 0) throw locked(seconds);
        throw new AppError('INVALID_INPUT', { issues: [{ field: 'currentPwd', rule: 'CURRENT_PASSWORD' }] });
      }
      await guard.succeed(who, place);
    } else if (!body.pwdCertIdx) {
      throw new AppError('INVALID_INPUT', { issues: [{ field: 'currentPwd', rule: 'REQUIRED' }] });
    }
    patch.pwdHash = await hashPassword(body.pwd);
  }
  await app.database.orm.transaction(async (tx) => {
    if (body.pwd && !body.currentPwd && body.pwdCertIdx) {
      await consumeCert(app, tx, body.pwdCertIdx, { types: ['FIND_PWD'], dest: [user.email, user.phone].filter((d): d is string => Boolean(d)) });
    }
    if (body.phone && body.phone !== user.phone) {
      if (!body.certIdx) throw new AppError('INVALID_INPUT', { issues: [{ field: 'certIdx', rule: 'REQUIRED' }] });
      await consumeCert(app, tx, body.certIdx, { types: ['MODIFY_PHONE'], dest: body.phone });
      patch.phone = body.phone;
      patch.phoneVerifiedAt = now;
    }
    if (Object.keys(patch).length > 0) await repos.users.update(userIdx, patch, now, tx);
    if (patch.pwdHash) await repos.sessions.revokeAllOfUser(userIdx, 'PASSWORD', now, tx, sessionId);
  });
  return memberProfile(app, userIdx, locale);
}
