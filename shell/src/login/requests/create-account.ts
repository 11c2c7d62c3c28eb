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
  /** The optional marketing consent, asked apart from the required one. */
  marketing: boolean;
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
      // The required checkbox covers terms, privacy and the age line; marketing is its own, optional one.
      userMeta: { termsAgree: true, privacyAgree: true, ageOver14: true, marketingAgree: account.marketing, locale: account.locale },
    },
    schema: SignUpResponse,
    suppressAlert: true,
  }).then((r) => {
    track({ name: 'sign_up', params: { method: 'email' } });
    return r;
  });
}
