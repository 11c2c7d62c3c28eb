// The recovery calls (SPEC §7): POST /users/send-cert {dest, type: FIND_ID | FIND_PWD},
// POST /users/verify-cert {certIdx, code} (a verified FIND_ID answers the login id), and
// PUT /users/pwd {certIdx, id, pwd}. Errors are shown by the forms, not as an alert.
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';

export type RecoveryType = 'FIND_ID' | 'FIND_PWD';

const CERT_TTL_SECONDS = 180;

const SendResponse = v.object({ certIdx: v.number(), expiresIn: v.optional(v.number(), CERT_TTL_SECONDS) });
export type SentRecoveryCode = v.InferOutput<typeof SendResponse>;

const VerifyResponse = v.object({ certIdx: v.number(), id: v.optional(v.string()) });
export type VerifiedRecoveryCode = v.InferOutput<typeof VerifyResponse>;

export function sendRecoveryCode(type: RecoveryType, dest: string): Promise<SentRecoveryCode> {
  return apiRequest('auth', 'POST', '/users/send-cert', { body: { dest, type }, schema: SendResponse, suppressAlert: true });
}

export function verifyRecoveryCode(certIdx: number, code: string): Promise<VerifiedRecoveryCode> {
  return apiRequest('auth', 'POST', '/users/verify-cert', { body: { certIdx, code }, schema: VerifyResponse, suppressAlert: true });
}

export function resetPassword(certIdx: number, id: string, pwd: string): Promise<unknown> {
  return apiRequest('auth', 'PUT', '/users/pwd', { body: { certIdx, id, pwd }, suppressAlert: true });
}
