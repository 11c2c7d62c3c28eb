// A newcomer's first Kakao login waits for their consents (GET/POST /api/auth/kakao/sign-up):
// who is signing up, then the member created with the same consents an e-mail sign-up gives.
import { apiRequest, track, type Locale } from '@stay/shared';
import * as v from 'valibot';

const Waiting = v.object({ name: v.string(), email: v.nullable(v.string()) });
const Done = v.object({ created: v.boolean(), returnTo: v.string() });

export function kakaoSignUpWaiting() {
  return apiRequest('internalAuth', 'GET', '/kakao/sign-up', { schema: Waiting, suppressAlert: true });
}

export function completeKakaoSignUp(consents: { marketing: boolean; locale: Locale }) {
  return apiRequest('internalAuth', 'POST', '/kakao/sign-up', {
    // The required checkbox covers terms, privacy and the age line, as in the e-mail sign-up.
    body: { termsAgree: true, privacyAgree: true, ageOver14: true, marketingAgree: consents.marketing, locale: consents.locale },
    schema: Done,
    suppressAlert: true,
  }).then((r) => {
    if (r.created) track({ name: 'sign_up', params: { method: 'kakao' } });
    return r;
  });
}
