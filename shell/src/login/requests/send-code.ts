// POST /users/send-cert {dest, type: 'SIGN_EMAIL'} (SPEC §7) -> certIdx; the code goes by e-mail
// (in development: GET /api/dev/outbox?dest=...). EMAIL_CAN_NOT_BE_USED when already registered.
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';

const CERT_TTL_SECONDS = 180; // SPEC: codes expire after 3 minutes.

const SendCertResponse = v.object({
  certIdx: v.number(),
  expiresIn: v.optional(v.number(), CERT_TTL_SECONDS),
});

export type SentCode = v.InferOutput<typeof SendCertResponse>;

export function sendSignupCode(email: string): Promise<SentCode> {
  return apiRequest('auth', 'POST', '/users/send-cert', {
    body: { dest: email, type: 'SIGN_EMAIL' },
    schema: SendCertResponse,
    suppressAlert: true,
  });
}
