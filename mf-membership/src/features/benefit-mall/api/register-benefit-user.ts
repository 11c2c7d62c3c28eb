// SPEC §7 auth service: GET benefit-users/code/{code} checks a company code; POST benefit-users
// {corpCode, deptName, userName} registers the member with that company (member type becomes C).
// The form's schema sits here, next to the request that submits it (STYLE).
import { apiRequest, CORPORATION_CODE, USER_NAME, VALIDATION_MESSAGES } from '@stay/shared';
import * as v from 'valibot';

export const DEPT_NAME = v.pipe(v.string(VALIDATION_MESSAGES.required), v.trim(), v.nonEmpty(VALIDATION_MESSAGES.required), v.maxLength(50, 'membership-benefit-mall:corp.deptTooLong'));
export const CorpForm = v.object({ corpCode: CORPORATION_CODE, deptName: DEPT_NAME, userName: USER_NAME });
export type CorpFormValues = v.InferOutput<typeof CorpForm>;

const CodeSchema = v.object({ corpCode: v.string(), corpName: v.string(), corpNameEn: v.nullable(v.string()) });
const RegisteredSchema = v.object({ corpCode: v.string(), corpName: v.string(), deptName: v.string(), userName: v.string(), type: v.literal('C') });

export const checkCorpCode = (code: string) =>
  apiRequest('auth', 'GET', `/benefit-users/code/${encodeURIComponent(code)}`, { schema: CodeSchema, suppressAlert: true });

export const registerBenefitUser = (body: CorpFormValues) => apiRequest('auth', 'POST', '/benefit-users', { body, schema: RegisteredSchema, suppressAlert: true });
