// POST /login (SPEC §7) and POST /login-history. A wrong password counts against the ACCOUNT:
// the Nth in a row (default 4th, issue 3) locks that account for a while that doubles with every
// further miss; other accounts and the site are untouched. Unknown e-mails answer like wrong
// passwords, after the same argon2 work, so the answer does not tell which it was.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../lib/app-error';
import { addSeconds } from '../../lib/clock';
import { ok } from '../../lib/envelope';
import { EMAIL, msg } from '../../lib/fields';
import { burnPasswordCheck, verifyPassword } from '../../lib/passwords';
import { requireAuth, startSession } from '../../plugins/auth';
import { ipLimit } from './limits';
import { memberProfile } from './profile';

const LoginBody = v.strictObject({
  id: EMAIL,
  // Not the PASSWORD pattern: a login only has to match what is stored.
  pwd: v.pipe(v.string(msg('TYPE')), v.nonEmpty(msg('REQUIRED')), v.maxLength(64, msg('INVALID'))),
});

const LoginHistoryBody = v.nullish(v.strictObject({ loginType: v.optional(v.picklist(['EMAIL', 'KAKAO'], msg('INVALID'))) }));

export const loginRoutes: FastifyPluginAsync = async (app) => {
  const { env, repos, clock } = app;

  function lockSeconds(failures: number): number {
    const doublings = Math.min(failures - env.loginLockThreshold, 20);
    return Math.min(env.loginLockBaseSeconds * 2 ** doublings, env.loginLockMaxSeconds);
  }

  app.post('/login', { schema: { body: LoginBody }, config: ipLimit(app, 'login') }, async (request, reply) => {
    const { id, pwd } = request.body as v.InferOutput<typeof LoginBody>;
    const meta = { ip: request.ip, userAgent: request.headers['user-agent'] };
    const now = clock();
    const user = await repos.users.findActiveByEmail(id);
    if (!user || !user.pwdHash) {
      await burnPasswordCheck(pwd);
      await repos.loginHistory.record({ userIdx: user?.idx ?? null, method: 'EMAIL', success: false, reason: 'NO_USER', ...meta }, now);
      throw new AppError('LOGIN_FAIL');
    }
    if (user.lockedUntil && user.lockedUntil > now) {
      const seconds = Math.ceil((user.lockedUntil.getTime() - now.getTime()) / 1000);
      await repos.loginHistory.record({ userIdx: user.idx, method: 'EMAIL', success: false, reason: 'LOCKED', ...meta }, now);
      throw new AppError('LOGIN_LOCKED', { params: { seconds }, extra: { retryAfter: seconds } });
    }
    if (!(await verifyPassword(pwd, user.pwdHash))) {
      const failures = await repos.users.addLoginFailure(user.idx);
      await repos.loginHistory.record({ userIdx: user.idx, method: 'EMAIL', success: false, reason: 'PASSWORD', ...meta }, now);
      if (failures >= env.loginLockThreshold) {
        const seconds = lockSeconds(failures);
        await repos.users.lockUntil(user.idx, addSeconds(now, seconds));
        throw new AppError('LOGIN_LOCKED', { params: { seconds }, extra: { retryAfter: seconds } });
      }
      throw new AppError('LOGIN_FAIL');
    }
    await repos.users.recordLoginSuccess(user.idx, now);
    await repos.loginHistory.record({ userIdx: user.idx, method: 'EMAIL', success: true, ...meta }, now);
    const tokens = await startSession(request, reply, user.idx, 'EMAIL');
    // SPEC §4: login kind 'CREATE' means sign-up, anything else is a login.
    return ok({ loginKind: 'LOGIN', ...tokens, user: await memberProfile(app, user.idx) });
  });

  // SPEC §7 "POST /login-history (no error alert)": the client reports a completed login.
  app.post('/login-history', { schema: { body: LoginHistoryBody }, onRequest: app.authenticate }, async (request) => {
    const { userIdx } = requireAuth(request);
    await repos.loginHistory.record({ userIdx, method: 'CLIENT', success: true, ip: request.ip, userAgent: request.headers['user-agent'] }, clock());
    return ok({ recorded: true });
  });
};
