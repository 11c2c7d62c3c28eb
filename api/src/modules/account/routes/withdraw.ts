// Withdrawal (SPEC §7 GET /users/unlink; the my-page withdrawal) and POST /users/revoke/apple.
// POST /users/withdraw {pwd} is the safe way: the password is checked on the server first. GET
// /users/unlink (the spec's call, CSRF-checked although a GET) stays for members without a password
// (messenger sign-up only); a member with a password is told to use POST /users/withdraw.
// What withdrawal does: ../use-cases/withdraw.ts.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import { msg } from '../../../lib/fields';
import { requireAuth } from '../../../plugins/auth';
import { clearSessionCookies } from '../../../plugins/session-cookies';
import { ipLimit } from '../../auth';
import { revokeApple, withdrawWithoutPassword, withdrawWithPassword } from '../use-cases/withdraw';

const WithdrawBody = v.strictObject({ pwd: v.optional(v.pipe(v.string(msg('TYPE')), v.maxLength(100, msg('INVALID')))) });

export const withdrawRoutes: FastifyPluginAsync = async (app) => {
  app.post('/users/withdraw', { onRequest: app.authenticate, config: ipLimit(app, 'login'), schema: { body: WithdrawBody } }, async (request, reply) => {
    const { userIdx } = requireAuth(request);
    const { pwd } = request.body as v.InferOutput<typeof WithdrawBody>;
    await withdrawWithPassword(app, userIdx, pwd, request.locale);
    clearSessionCookies(request, reply);
    return ok({ withdrawn: true });
  });

  // No automatic HEAD twin: a HEAD would run this handler too.
  app.get('/users/unlink', { onRequest: app.authenticate, config: { csrf: 'always' }, exposeHeadRoute: false }, async (request, reply) => {
    const { userIdx } = requireAuth(request);
    await withdrawWithoutPassword(app, userIdx, request.locale);
    clearSessionCookies(request, reply);
    return ok({ withdrawn: true });
  });

  // Sign in with Apple requires apps to revoke the link on request; we drop ours.
  app.post('/users/revoke/apple', { onRequest: app.authenticate }, async (request) => {
    const { userIdx } = requireAuth(request);
    return ok({ revoked: await revokeApple(app, userIdx) });
  });
};
