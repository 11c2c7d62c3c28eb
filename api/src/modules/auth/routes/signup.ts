// Sign-up (SPEC §7 POST /users/cert) from verified certificates, and the availability check
// GET /users/check/{value}. The new member is logged in at once (SPEC §4 login kind CREATE).
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { EMAIL, ID, isEmail, isPhone, msg, normalizeDest, PASSWORD, PHONE, USER_NAME } from '../../../lib/fields';
import { hashPassword } from '../../../lib/passwords';
import { isUniqueViolation } from '../../../db/errors';
import { startSession, tokensInBody } from './tokens';
import { consumeCert } from '../use-cases/certs';
import { ipLimit } from './limits';
import type { AuthRoutesOptions } from './options';
import { reposOf } from '../stores';

const bool = v.boolean(msg('TYPE'));
const UserMeta = v.strictObject({
  termsAgree: v.optional(bool),
  privacyAgree: v.optional(bool),
  marketingAgree: v.optional(bool),
  ageOver14: v.optional(bool),
  locale: v.optional(v.picklist(['ko', 'en', 'ja'], msg('INVALID'))),
});

const SignUpBody = v.strictObject({
  certEmailIdx: v.nullish(ID),
  certPhoneIdx: v.nullish(ID),
  id: EMAIL,
  name: USER_NAME,
  phone: v.nullish(PHONE),
  pwd: PASSWORD,
  userMeta: v.nullish(UserMeta),
});

const CheckParams = v.strictObject({ value: v.pipe(v.string(msg('TYPE')), v.trim(), v.nonEmpty(msg('REQUIRED')), v.maxLength(254, msg('DEST'))) });

export const signupRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, opts) => {
  const { clock } = app;
  const repos = reposOf(app.database.orm);

  app.post('/users/cert', { schema: { body: SignUpBody }, onRequest: app.hashAdmission, config: ipLimit(app, 'send') }, async (request, reply) => {
    const body = request.body as v.InferOutput<typeof SignUpBody>;
    if (!body.certEmailIdx && !body.certPhoneIdx) {
      throw new AppError('INVALID_INPUT', { issues: [{ field: 'certEmailIdx', rule: 'REQUIRED' }] });
    }
    if (body.certPhoneIdx && !body.phone) throw new AppError('INVALID_INPUT', { issues: [{ field: 'phone', rule: 'REQUIRED' }] });
    const pwdHash = await hashPassword(body.pwd);
    const now = clock();
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
            userMeta: body.userMeta?.marketingAgree === undefined ? (body.userMeta ?? {}) : { ...body.userMeta, marketingAgreedAt: now.toISOString() },
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
    await repos.loginHistory.record({ userIdx, method: 'SIGNUP', success: true, ip: request.ip, userAgent: request.headers['user-agent'] }, now);
    const tokens = await startSession(request, reply, userIdx, 'SIGNUP');
    return ok({ loginKind: 'CREATE', ...tokensInBody(request, tokens), user: await opts.profileOf(app, userIdx) });
  });

  app.get('/users/check/:value', { schema: { params: CheckParams }, config: ipLimit(app, 'check') }, async (request) => {
    const value = normalizeDest((request.params as v.InferOutput<typeof CheckParams>).value);
    if (isEmail(value)) {
      if (await repos.users.emailTaken(value)) throw new AppError('EMAIL_CAN_NOT_BE_USED');
      return ok({ value, type: 'EMAIL', available: true });
    }
    if (isPhone(value)) return ok({ value, type: 'PHONE', available: !(await repos.users.findActiveByPhone(value)) });
    throw new AppError('INVALID_INPUT', { issues: [{ field: 'value', rule: 'DEST' }] });
  });
};
