// The start of the Kakao login (an OAuth 2.0 authorization-code flow): a random, single-use
// `state`, stored hashed with the page to come back to, and the provider's authorization address
// to send the browser to.
import type { FastifyInstance } from 'fastify';
import { addSeconds } from '../../../lib/clock';
import { localeOfSitePath } from '../../../lib/locale';
import { safeReturnPath } from '../../../lib/return-path';
import { randomToken } from '../../../lib/secrets';
import { reposOf } from '../stores';

/** How long the browser has to come back from the provider. */
export const STATE_TTL_SECONDS = 600;

export async function startKakaoLogin(app: FastifyInstance, returnTo: string | undefined, redirectUri: string): Promise<{ state: string; location: string }> {
  const { env, clock } = app;
  const state = randomToken();
  const now = clock();
  await reposOf(app.database.orm).oauth.saveState(state, 'kakao', safeReturnPath(returnTo), now, addSeconds(now, STATE_TTL_SECONDS));
  const url = new URL(env.kakaoAuthUrl, 'http://relative.invalid');
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', env.kakaoClientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  // The provider's page in the language of the login it was opened from (the return path's
  // prefix). OpenID Connect's parameter; a provider that does not know it ignores it (RFC 6749 §3.1).
  url.searchParams.set('ui_locales', localeOfSitePath(returnTo ?? '/'));
  const location = env.kakaoAuthUrl.startsWith('/') ? `${url.pathname}${url.search}` : url.toString();
  return { state, location };
}
