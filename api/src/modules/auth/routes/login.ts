// POST /login (SPEC §7) and POST /login-history. A wrong password counts against the pair (e-mail,
// address) in the shared store (store/login-guard.ts): the Nth in a row from one address locks that
// pair for a while that doubles with every further miss, so a stranger can never lock the owner out.
// Unknown e-mails go through the same argon2 work and the same counting and locking, so no answer
// tells whether an account exists.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { EMAIL, msg } from '../../../lib/fields';
import { burnPasswordCheck, verifyPassword } from '../../../lib/passwords';
import { requireAuth } from '../../../plugins/auth';
import { startSession, tokensInBody } from './tokens';
import { ipLimit, loginGuard } from './limits';
import type { AuthRoutesOptions } from './options';
import { reposOf } from '../stores';

const LoginBody = v.strictObject({
  id: EMAIL,
  // Not the PASSWORD pattern: a login only has to match what is stored.
  pwd: v.pipe(v.string(msg('TYPE')), v.nonEmpty(msg('REQUIRED')), v.maxLength(64, msg('INVALID'))),
});

const LoginHistoryBody = v.nullish(v.strictObject({ loginType: v.optional(v.picklist(['EMAIL', 'KAKAO'], msg('INVALID'))) }));

export const loginRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, opts) => {
  const { clock } = app;
  const repos = reposOf(app.database.orm);

  const guard = loginGuard(app);
  const locked = (seconds: number) => new AppError('LOGIN_LOCKED', { params: { seconds }, extra: { retryAfter: seconds } });

  app.post('/login', { schema: { body: LoginBody }, onRequest: app.hashAdmission, config: ipLimit(app, 'login') }, async (request, reply) => {
    const { id, pwd } = request.body as v.InferOutput<typeof LoginBody>;
    const meta = { ip: request.ip, userAgent: request.headers['user-agent'] };
    const now = clock();
    const user = await repos.users.findActiveByEmail(id);
    const wait = await guard.lockedFor(id, request.ip, now);
    if (wait > 0) {
      await repos.loginHistory.record({ userIdx: user?.idx ?? null, method: 'EMAIL', success: false, reason: 'LOCKED', ...meta }, now);
      throw locked(wait);
    }
    let right = false;
    if (user?.pwdHash) right = await verifyPassword(pwd, user.pwdHash);
    else await burnPasswordCheck(pwd);
    if (!user || !right) {
      const seconds = await guard.miss(id, request.ip, now);
      await repos.loginHistory.record({ userIdx: user?.idx ?? null, method: 'EMAIL', success: false, reason: user ? 'PASSWORD' : 'NO_USER', ...meta }, now);
      if (seconds > 0) throw locked(seconds);
      throw new AppError('LOGIN_FAIL');
    }
    await guard.succeed(id, request.ip);
    await repos.users.recordLoginSuccess(user.idx, now);
    await repos.loginHistory.record({ userIdx: user.idx, method: 'EMAIL', success: true, ...meta }, now);
    const tokens = await startSession(request, reply, user.idx, 'EMAIL');
    // SPEC §4: login kind 'CREATE' means sign-up, anything else is a login.
    return ok({ loginKind: 'LOGIN', ...tokensInBody(request, tokens), user: await opts.profileOf(app, user.idx) });
  });

  // SPEC §7 "POST /login-history (no error alert)": the client reports a completed login.
  app.post('/login-history', { schema: { body: LoginHistoryBody }, onRequest: app.authenticate }, async (request) => {
    const { userIdx } = requireAuth(request);
    await repos.loginHistory.record({ userIdx, method: 'CLIENT', success: true, ip: request.ip, userAgent: request.headers['user-agent'] }, clock());
    return ok({ recorded: true });
  });
};
