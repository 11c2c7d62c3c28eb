// One version of a policy document by name, saying whether it is the one in force today.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { supportFail } from '../failures';
import { reposOf } from '../stores';
import { policyToday, policyView, type PolicyKind } from './policy-view';

export async function readPolicyVersion(app: FastifyInstance, kind: PolicyKind, version: string, locale: Locale) {
  const { centre } = reposOf(app.database.orm);
  const today = policyToday(app);
  const row = await centre.policyVersion(kind, version);
  if (!row) throw supportFail('POLICY_NOT_FOUND', locale);
  const current = await centre.currentPolicy(kind, today);
  return { policy: policyView(row, locale, current?.idx === row.idx) };
}
