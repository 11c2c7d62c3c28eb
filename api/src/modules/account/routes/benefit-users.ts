// Corporate members (SPEC §3 Corporate benefit user, §6): POST benefit-users registers the
// logged-in member with a company by its code; GET benefit-users/code/{code} checks a code. The
// work: use-cases/register-benefit-user.ts and use-cases/check-corporation-code.ts.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import { CORPORATION_CODE, DEPT_NAME, USER_NAME } from '../../../lib/fields';
import { requireAuth } from '../../../plugins/auth';
import { checkCorporationCode } from '../use-cases/check-corporation-code';
import { registerBenefitUser } from '../use-cases/register-benefit-user';

const RegisterBody = v.strictObject({ corpCode: CORPORATION_CODE, deptName: DEPT_NAME, userName: USER_NAME });
const CodeParams = v.strictObject({ code: CORPORATION_CODE });

export const benefitUserRoutes: FastifyPluginAsync = async (app) => {
  app.post('/benefit-users', { schema: { body: RegisterBody }, onRequest: app.authenticate }, async (request) => {
    const body = request.body as v.InferOutput<typeof RegisterBody>;
    return ok(await registerBenefitUser(app, requireAuth(request).userIdx, body, request.locale));
  });

  app.get('/benefit-users/code/:code', { schema: { params: CodeParams }, onRequest: app.authenticate }, async (request) => {
    const { code } = request.params as v.InferOutput<typeof CodeParams>;
    return ok(await checkCorporationCode(app, code));
  });
};
