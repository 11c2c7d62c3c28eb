// A member registers with a company by its code (SPEC §3 Corporate benefit user, §6): once per
// member; a code that is unknown or out of its dates is CORP_CODE_NOT_FOUND.
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../../db/errors';
import { AppError } from '../../../lib/app-error';
import type { Locale } from '../../../lib/locale';
import { companyNameIn } from '../rules/company-name';
import { reposOf } from '../stores';

export interface BenefitRegistration {
  corpCode: string;
  deptName: string;
  userName: string;
}

export async function registerBenefitUser(app: FastifyInstance, userIdx: number, body: BenefitRegistration, locale: Locale) {
  const { corporate } = reposOf(app.database.orm);
  const now = app.clock();
  const code = await corporate.findCode(body.corpCode, now);
  if (!code) throw new AppError('CORP_CODE_NOT_FOUND');
  if (await corporate.benefitUserOf(userIdx)) throw new AppError('BENEFIT_USER_EXISTS');
  try {
    await corporate.register({ userIdx, code, deptName: body.deptName, userName: body.userName }, now);
  } catch (error) {
    // Two registrations racing: the unique index decides, the loser hears why.
    if (isUniqueViolation(error)) throw new AppError('BENEFIT_USER_EXISTS');
    throw error;
  }
  return { corpCode: code.code, corpName: companyNameIn(code, locale), deptName: body.deptName, userName: body.userName, type: 'C' };
}
