// POST /users/verify-cert {certIdx, code} (SPEC §7). EXPIRED_TIME after 3 minutes,
// CERTIFICATION_NOT_CORRECT for a wrong code, CERTIFICATION_FAIL once attempts are used up.
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';

const VerifyResponse = v.object({ certIdx: v.number() });

export function verifySignupCode(certIdx: number, code: string) {
  return apiRequest('auth', 'POST', '/users/verify-cert', { body: { certIdx, code }, schema: VerifyResponse, suppressAlert: true });
}
