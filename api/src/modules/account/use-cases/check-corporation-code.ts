// Whether a company code may be registered now, and the company's names.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { reposOf } from '../stores';

export async function checkCorporationCode(app: FastifyInstance, code: string) {
  const found = await reposOf(app.database.orm).corporate.findCode(code, app.clock());
  if (!found) throw new AppError('CORP_CODE_NOT_FOUND');
  return { corpCode: found.code, corpName: found.corpName, corpNameEn: found.corpNameEn };
}
