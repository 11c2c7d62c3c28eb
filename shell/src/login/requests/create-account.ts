// POST /users/cert {certEmailIdx, id, name, pwd, phone, userMeta} (SPEC §7): creates the member
// from the verified e-mail certificate and logs them in (login kind 'CREATE', SPEC §4).
import { track, apiRequest, type Locale } from '@stay/shared';
import * as v from 'valibot';

const SignUpResponse = v.object({ loginKind: v.optional(v.string(), 'CREATE') });

export interface NewAccount {
  certEmailIdx: number;
  email: string;
  name: string;
  password: string;
  /** '' when not given. */
  phone: string;
  locale: Locale;
}

export function createAccount(account: NewAccount) {
  return apiRequest('auth', 'POST', '/users/cert', {
    body: {
      certEmailIdx: account.certEmailIdx,
      id: account.email,
      name: account.name,
      pwd: account.password,
      phone: account.phone || null,
      // The one consent checkbox covers terms, privacy and the age line.
      userMeta: { termsAgree: true, privacyAgree: true, ageOver14: true, locale: account.locale },
    },
    schema: SignUpResponse,
    suppressAlert: true,
  }).then((r) => {
    track({ name: 'sign_up', params: { method: 'email' } });
    return r;
  });
}
