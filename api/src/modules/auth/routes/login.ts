// POST /login (SPEC §7) and POST /login-history. Wrong passwords count and lock per (e-mail,
// browser or address), and no answer tells whether an account exists: use-cases/log-in.ts.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import { EMAIL, msg } from '../../../lib/fields';
import { requireAuth } from '../../../plugins/auth';
import { logIn } from '../use-cases/log-in';
import { recordClientLogin } from '../use-cases/record-client-login';
import { ipLimit } from './limits';
import type { AuthRoutesOptions } from './options';
import { clientOf, deviceOf, sessionCookies, tokensInBody } from './tokens';

const LoginBody = v.strictObject({
  id: EMAIL,
  // Not the PASSWORD pattern: a login only has to match what is stored.
  pwd: v.pipe(v.string(msg('TYPE')), v.nonEmpty(msg('REQUIRED')), v.maxLength(64, msg('INVALID'))),
});

const LoginHistoryBody = v.nullish(v.strictObject({ loginType: v.optional(v.picklist(['EMAIL', 'KAKAO'], msg('INVALID'))) }));

export const loginRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, opts) => {
  app.post('/login', { schema: { body: LoginBody }, onRequest: app.hashAdmission, config: ipLimit(app, 'login') }, async (request, reply) => {
    const { id, pwd } = request.body as v.InferOutput<typeof LoginBody>;
    const { userIdx, tokens } = await logIn(app, id, pwd, { ...clientOf(request), device: deviceOf(request, reply) });
    sessionCookies(request, reply, tokens, true);
    // SPEC §4: login kind 'CREATE' means sign-up, anything else is a login.
    return ok({ loginKind: 'LOGIN', ...tokensInBody(request, tokens), user: await opts.profileOf(app, userIdx, request.locale) });
  });

  // SPEC §7 "POST /login-history (no error alert)": the client reports a completed login.
  app.post('/login-history', { schema: { body: LoginHistoryBody }, onRequest: app.authenticate }, async (request) =>
    ok(await recordClientLogin(app, requireAuth(request).userIdx, clientOf(request))),
  );
};
