// GET/PUT /users, PUT /users/pwd, PUT /users/international-info (SPEC §7).
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { COUNTRY_CALLING_CODE, EMAIL, GLOBAL_TEL, GLOBAL_USER_NAME, ID, msg, PASSWORD, PHONE, USER_NAME } from '../../../lib/fields';
import { hashPassword, verifyPassword } from '../../../lib/passwords';
import { requireAuth } from '../../../plugins/auth';
import type { UserPatch } from '../../auth';
import { consumeCert } from '../../auth';
import { phoneFitsCountry } from '../../auth';
import { ipLimit, loginGuard } from '../../auth';
import { memberProfile } from '../use-cases/profile';
import { reposOf } from '../stores';

/**
 * Member info edit: a new phone needs a verified MODIFY_PHONE certificate for that number; a new
 * password needs the current one (`currentPwd`), or, for a member without one (messenger sign-up)
 * or who forgot it, a verified FIND_PWD certificate (`pwdCertIdx`) for the member's e-mail or phone.
 * An access token alone never changes the password (a stolen token must not take the account).
 */
const UpdateBody = v.strictObject({
  certIdx: v.nullish(ID),
  name: v.nullish(USER_NAME),
  phone: v.nullish(PHONE),
  pwd: v.nullish(PASSWORD),
  currentPwd: v.nullish(v.pipe(v.string(msg('TYPE')), v.maxLength(100, msg('INVALID')))),
  pwdCertIdx: v.nullish(ID),
});

/** Password reset (find password): a verified FIND_PWD certificate for the member's e-mail or phone. */
const ResetBody = v.strictObject({ certIdx: ID, id: EMAIL, pwd: PASSWORD });

const InternationalBody = v.strictObject({
  internationalNumber: COUNTRY_CALLING_CODE,
  internationalPhone: GLOBAL_TEL,
  userFirstName: GLOBAL_USER_NAME,
  userLastName: GLOBAL_USER_NAME,
});

export const userRoutes: FastifyPluginAsync = async (app) => {
  const { clock } = app;
  const repos = reposOf(app.database.orm);

  app.get('/users', { onRequest: app.authenticate }, async (request) => ok(await memberProfile(app, requireAuth(request).userIdx)));

  app.put('/users', { schema: { body: UpdateBody }, onRequest: app.authenticate }, async (request) => {
    const { userIdx, sessionId } = requireAuth(request);
    const body = request.body as v.InferOutput<typeof UpdateBody>;
    const now = clock();
    const user = await repos.users.findActive(userIdx);
    if (!user) throw new AppError('USER_NOT_FOUND');
    const patch: UserPatch = {};
    if (body.name) patch.name = body.name;
    if (body.pwd) {
      if (body.currentPwd) {
        if (!user.pwdHash || !(await verifyPassword(body.currentPwd, user.pwdHash))) {
          throw new AppError('INVALID_INPUT', { issues: [{ field: 'currentPwd', rule: 'CURRENT_PASSWORD' }] });
        }
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
      // A new password signs out every other device; this one stays.
      if (patch.pwdHash) await repos.sessions.revokeAllOfUser(userIdx, 'PASSWORD', now, tx, sessionId);
    });
    return ok(await memberProfile(app, userIdx));
  });

  app.put('/users/pwd', { schema: { body: ResetBody }, onRequest: app.hashAdmission, config: ipLimit(app, 'send') }, async (request) => {
    const { certIdx, id, pwd } = request.body as v.InferOutput<typeof ResetBody>;
    const user = await repos.users.findActiveByEmail(id);
    if (!user) throw new AppError('USER_NOT_FOUND');
    const pwdHash = await hashPassword(pwd);
    const now = clock();
    await app.database.orm.transaction(async (tx) => {
      const dests = [user.email, user.phone].filter((d): d is string => Boolean(d));
      await consumeCert(app, tx, certIdx, { types: ['FIND_PWD'], dest: dests });
      await repos.users.update(user.idx, { pwdHash }, now, tx);
      await repos.sessions.revokeAllOfUser(user.idx, 'PASSWORD', now, tx);
    });
    // The owner's own address may try again at once (a stranger's locks are theirs to keep).
    await loginGuard(app).succeed(id, request.ip);
    return ok({ updated: true });
  });

  app.put('/users/international-info', { schema: { body: InternationalBody }, onRequest: app.authenticate }, async (request) => {
    const { userIdx } = requireAuth(request);
    const body = request.body as v.InferOutput<typeof InternationalBody>;
    if (!phoneFitsCountry(body.internationalNumber, body.internationalPhone)) {
      throw new AppError('INVALID_INPUT', { issues: [{ field: 'internationalPhone', rule: 'GLOBAL_TEL_COUNTRY' }] });
    }
    await repos.users.update(
      userIdx,
      {
        internationalNumber: body.internationalNumber,
        internationalPhone: body.internationalPhone.replace(/^0+/, ''),
        userFirstName: body.userFirstName.toUpperCase(),
        userLastName: body.userLastName.toUpperCase(),
      },
      clock(),
    );
    return ok(await memberProfile(app, userIdx));
  });
};
