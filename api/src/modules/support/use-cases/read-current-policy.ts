// A policy document (terms, privacy, ir): the version in force today, and every version's date.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { supportFail } from '../failures';
import { reposOf } from '../stores';
import { policyToday, policyView, type PolicyKind } from './policy-view';

export async function readCurrentPolicy(app: FastifyInstance, kind: PolicyKind, locale: Locale) {
  const { centre } = reposOf(app.database.orm);
  const today = policyToday(app);
  const current = await centre.currentPolicy(kind, today);
  if (!current) throw supportFail('POLICY_NOT_FOUND', locale);
  const versions = await centre.policyVersions(kind);
  return {
    policy: policyView(current, locale, true),
    versions: versions.map((p) => ({ version: p.version, effectiveDate: p.effectiveDate, current: p.idx === current.idx, upcoming: p.effectiveDate > today })),
  };
}
