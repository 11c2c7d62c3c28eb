// GET/PUT /users, PUT /users/pwd, PUT /users/international-info (SPEC §7). The work: use-cases/
// (profile, edit-profile, reset-password, set-international-info).
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import { COUNTRY_CALLING_CODE, EMAIL, GLOBAL_TEL, GLOBAL_USER_NAME, ID, msg, PASSWORD, PHONE, USER_NAME } from '../../../lib/fields';
import { requireAuth } from '../../../plugins/auth';
import { ipLimit } from '../../auth';
import { editProfile } from '../use-cases/edit-profile';
import { memberProfile } from '../use-cases/profile';
import { resetPassword } from '../use-cases/reset-password';
import { setInternationalInfo } from '../use-cases/set-international-info';

/**
 * Member info edit: a new phone needs a verified MODIFY_PHONE certificate for that number; a new
 * password needs the current one (`currentPwd`), or, for a member without one (messenger sign-up)
 * or who forgot it, a verified FIND_PWD certificate (`pwdCertIdx`) for the member's e-mail or phone.
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
  app.get('/users', { onRequest: app.authenticate }, async (request) => ok(await memberProfile(app, requireAuth(request).userIdx, request.locale)));

  // A password check hashes like a login: the same admission (refused before the body while hashing
  // is full), the same per-address limit, and the login's lock on wrong current passwords.
  app.put('/users', { schema: { body: UpdateBody }, onRequest: [app.authenticate, app.hashAdmission], config: ipLimit(app, 'login') }, async (request) => {
    const { userIdx, sessionId } = requireAuth(request);
    const body = request.body as v.InferOutput<typeof UpdateBody>;
    return ok(await editProfile(app, userIdx, sessionId, body, request.ip, request.locale));
  });

  app.put('/users/pwd', { schema: { body: ResetBody }, onRequest: app.hashAdmission, config: ipLimit(app, 'send') }, async (request) => {
    const { certIdx, id, pwd } = request.body as v.InferOutput<typeof ResetBody>;
    return ok(await resetPassword(app, { certIdx, id, pwd, ip: request.ip }));
  });

  app.put('/users/international-info', { schema: { body: InternationalBody }, onRequest: app.authenticate }, async (request) => {
    const body = request.body as v.InferOutput<typeof InternationalBody>;
    return ok(await setInternationalInfo(app, requireAuth(request).userIdx, body, request.locale));
  });
};
