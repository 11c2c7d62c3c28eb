// GET /v1/policies/{kind} (the version in effect and every version's date) and
// GET /v1/policies/{kind}/{version} (earlier versions stay readable).
import * as v from 'valibot';
import { apiRequest } from '@stay/shared';
import type { PolicyKind } from '../../../config/paths';

const policySchema = v.object({ kind: v.string(), version: v.string(), effectiveDate: v.string(), current: v.boolean(), title: v.string(), body: v.string() });
const versionSchema = v.object({ version: v.string(), effectiveDate: v.string(), current: v.boolean(), upcoming: v.boolean() });
export type Policy = v.InferOutput<typeof policySchema>;
export type PolicyVersion = v.InferOutput<typeof versionSchema>;

export async function getPolicy(kind: PolicyKind, version: string | null, signal: AbortSignal): Promise<{ policy: Policy; versions: PolicyVersion[] }> {
  const current = await apiRequest('content', 'GET', `/v1/policies/${kind}`, { signal, suppressAlert: true, schema: v.object({ policy: policySchema, versions: v.array(versionSchema) }) });
  if (!version || version === current.policy.version) return current;
  const chosen = await apiRequest('content', 'GET', `/v1/policies/${kind}/${encodeURIComponent(version)}`, { signal, suppressAlert: true, schema: v.object({ policy: policySchema }) });
  return { policy: chosen.policy, versions: current.versions };
}
