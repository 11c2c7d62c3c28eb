// GET /v1/policies/{kind} (the version in effect and every version's date) and
// GET /v1/policies/{kind}/{version} (earlier versions stay readable). The shapes are the
// contract's (@stay/shared/contracts/policy-document).
import { apiRequest } from '@stay/shared';
import { currentPolicySchema, onePolicySchema, type Policy, type PolicyVersion } from '@stay/shared/contracts/policy-document';
import type { PolicyKind } from '../../../config/paths';

export async function getPolicy(kind: PolicyKind, version: string | null, signal: AbortSignal): Promise<{ policy: Policy; versions: PolicyVersion[] }> {
  const current = await apiRequest('content', 'GET', `/v1/policies/${kind}`, { signal, suppressAlert: true, schema: currentPolicySchema });
  if (!version || version === current.policy.version) return current;
  const chosen = await apiRequest('content', 'GET', `/v1/policies/${kind}/${encodeURIComponent(version)}`, { signal, suppressAlert: true, schema: onePolicySchema });
  return { policy: chosen.policy, versions: current.versions };
}
