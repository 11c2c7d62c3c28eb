// SPEC §4 "Session": logout sends the refresh token (the httpOnly `stay_rt` cookie carries it to
// POST /logout); an error there is only logged. It then ALWAYS clears tokens (the server clears
// the cookies; when it could not be reached, the readable hint goes so this browser counts as
// logged out), user info, history and return urls, moves to main, and resets the state after
// moving, so the page being left never renders a half-cleared member.
import { apiRequest, clearNavigationMemory, logger, navigate, sessionStore } from '@stay/shared';
import { endLocalSession } from './local-session';
import { skipNextMainVisit } from './return-path';

/** A hanging server must not keep the user logged in: give up on the call after this long. */
export const LOGOUT_TIMEOUT_MS = 5000;

export async function logout(): Promise<void> {
  try {
    await apiRequest('auth', 'POST', '/logout', { suppressAlert: true, signal: AbortSignal.timeout(LOGOUT_TIMEOUT_MS) });
  } catch (error) {
    logger.warn('logout call failed; clearing the session anyway', error);
  }
  endLocalSession({ broadcast: 'logout', resetStore: false });
  clearNavigationMemory();
  skipNextMainVisit();
  navigate('/');
  sessionStore.getState().reset();
}
