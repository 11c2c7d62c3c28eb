// Sign-up (SPEC §7 POST /users/cert) from verified certificates, and the availability check
// GET /users/check/{value}. The new member is logged in at once (SPEC §4 login kind CREATE). The
// work: use-cases/sign-up.ts and use-cases/check-login-id.ts.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import { EMAIL, ID, msg, PASSWORD, PHONE, USER_NAME } from '../../../lib/fields';
import { checkLoginId } from '../use-cases/check-login-id';
import { signUp } from '../use-cases/sign-up';
import { ipLimit } from './limits';
import type { AuthRoutesOptions } from './options';
import { clientOf, sessionCookies, tokensInBody } from './tokens';

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
  app.post('/users/cert', { schema: { body: SignUpBody }, onRequest: app.hashAdmission, config: ipLimit(app, 'send') }, async (request, reply) => {
    const body = request.body as v.InferOutput<typeof SignUpBody>;
    const { userIdx, tokens } = await signUp(app, body, clientOf(request));
    sessionCookies(request, reply, tokens, true);
    return ok({ loginKind: 'CREATE', ...tokensInBody(request, tokens), user: await opts.profileOf(app, userIdx, request.locale) });
  });

  app.get('/users/check/:value', { schema: { params: CheckParams }, config: ipLimit(app, 'check') }, async (request) => {
    const { value } = request.params as v.InferOutput<typeof CheckParams>;
    return ok(await checkLoginId(app, value));
  });
};
