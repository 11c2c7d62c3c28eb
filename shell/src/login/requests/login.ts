// POST /login {id, pwd} (SPEC §7). Sets the session cookies; the page then fetches GET /users.
import { track, apiRequest } from '@stay/shared';
import * as v from 'valibot';

const LoginResponse = v.object({ loginKind: v.optional(v.string(), 'LOGIN') });

export function loginWithEmail(email: string, password: string) {
  // Errors are shown in the form, not in an alert.
  return apiRequest('auth', 'POST', '/login', { body: { id: email, pwd: password }, schema: LoginResponse, suppressAlert: true }).then((r) => {
    track({ name: 'login', params: { method: 'email' } });
    return r;
  });
}
