// The session lifecycle of SPEC §4, started once when the app loads.
// - App load: no refresh token (no `stay_session` hint) -> logged out. Otherwise the remembered
//   user info (remember me) is shown at once and GET /users confirms it with the server. The
//   access token is an httpOnly cookie the page cannot see, so "refresh token but no access
//   token -> refresh first" happens through that call: its 401 is refreshed and retried once by
//   the api client before any user info is used. Any failure -> logged out.
// - A 401 anywhere gets one refresh-and-retry (shared apiRequest, one refresh at a time per tab,
//   navigator.locks across tabs). A failed refresh (-3) clears the session here; the api client
//   remembers the path and shows the -3 message; this module then moves to /login.
// - Other tabs hear about log-in, log-out and expiry on the 'stay-session' channel.
import { bus, ClientException, logger, navigate, refreshSession, sessionStore, setAuthHandler } from '@stay/shared';
import { endLocalSession, keepUser } from './local-session';
import { forgetReturnUrl } from './return-path';
import { hasRememberMarker, loadRememberedUser } from './remembered-user';
import { onSessionMessage } from './session-channel';
import { hasRefreshHint } from './session-cookies';
import { fetchUserInfo } from './user-info';

let running: { stop: () => void; ready: Promise<void> } | null = null;
/** True while the app-load check runs: its failure only means "logged out", no redirect. */
let restoring = false;

/** An answer that means the tokens are no good (not a network hiccup or a server error). */
function isAuthFailure(error: unknown): boolean {
  return error instanceof ClientException && (error.code === -3 || error.status === 401 || error.status === 499);
}

/** SPEC §4 "On app load". Resolves when the session is known; never rejects. */
export async function restoreSession(): Promise<void> {
  restoring = true;
  try {
    if (!hasRefreshHint()) {
      endLocalSession({ dropTokens: false });
      return;
    }
    const remembered = hasRememberMarker() ? await loadRememberedUser() : null;
    if (remembered) sessionStore.getState().setUser(remembered.user);
    const user = await fetchUserInfo();
    sessionStore.getState().setUser(user);
    await keepUser(user, remembered?.expiresAt);
  } catch (error) {
    logger.info('session not restored', error);
    // Keep the tokens after a network or server failure: a later load may still restore them.
    endLocalSession({ dropTokens: isAuthFailure(error) });
  } finally {
    restoring = false;
  }
}

function registerAuthHandler(): void {
  setAuthHandler({
    refresh: refreshSession,
    // The refresh failed: the server has already cleared the cookies (code -3).
    onExpired: () => endLocalSession({ broadcast: 'expired' }),
    canRefresh: hasRefreshHint,
  });
}

/**
 * Starts the lifecycle (idempotent): registers the auth handler, listens to the other tabs and
 * to expiry, and runs the app-load rules. Returns the function that stops it (tests).
 */
export function startSession(): { stop: () => void; ready: Promise<void> } {
  if (running) return running;
  registerAuthHandler();
  const offExpired = bus.on('session:expired', () => {
    // At app load an expired session just means logged out (SPEC §4); nothing to return to.
    if (restoring) forgetReturnUrl();
    else navigate('/login');
  });
  const offTabs = onSessionMessage((message) => {
    if (message.type === 'login') sessionStore.getState().setUser(message.user);
    else sessionStore.getState().reset();
  });
  const ready = restoreSession();
  running = {
    ready,
    stop: () => {
      offExpired();
      offTabs();
      setAuthHandler(null);
      running = null;
    },
  };
  return running;
}
