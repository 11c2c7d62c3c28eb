// Corporate members (SPEC §3 Corporate benefit user, §6): POST benefit-users registers the
// logged-in member with a company by its code; GET benefit-users/code/{code} checks a code.
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { CORPORATION_CODE, DEPT_NAME, USER_NAME } from '../../../lib/fields';
import { requireAuth } from '../../../plugins/auth';
import { isUniqueViolation } from '../../../db/errors';
import { reposOf } from '../stores';

const RegisterBody = v.strictObject({ corpCode: CORPORATION_CODE, deptName: DEPT_NAME, userName: USER_NAME });
const CodeParams = v.strictObject({ code: CORPORATION_CODE });

export const benefitUserRoutes: FastifyPluginAsync = async (app) => {
  const { clock } = app;
  const repos = reposOf(app.database.orm);

  app.post('/benefit-users', { schema: { body: RegisterBody }, onRequest: app.authenticate }, async (request) => {
    const { userIdx } = requireAuth(request);
    const body = request.body as v.InferOutput<typeof RegisterBody>;
    const now = clock();
    const code = await repos.corporate.findCode(body.corpCode, now);
    if (!code) throw new AppError('CORP_CODE_NOT_FOUND');
    if (await repos.corporate.benefitUserOf(userIdx)) throw new AppError('BENEFIT_USER_EXISTS');
    try {
      await repos.corporate.register({ userIdx, code, deptName: body.deptName, userName: body.userName }, now);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('BENEFIT_USER_EXISTS');
      throw error;
    }
    return ok({ corpCode: code.code, corpName: code.corpName, deptName: body.deptName, userName: body.userName, type: 'C' });
  });

  app.get('/benefit-users/code/:code', { schema: { params: CodeParams }, onRequest: app.authenticate }, async (request) => {
    const { code } = request.params as v.InferOutput<typeof CodeParams>;
    const found = await repos.corporate.findCode(code, clock());
    if (!found) throw new AppError('CORP_CODE_NOT_FOUND');
    return ok({ corpCode: found.code, corpName: found.corpName, corpNameEn: found.corpNameEn });
  });
};
