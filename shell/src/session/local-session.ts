// The browser's half of a session: the store, the remembered user info, the hint cookie and the
// other tabs, kept in step. Tokens are httpOnly cookies the server sets and clears.
import { sessionStore, type UserInfo } from '@stay/shared';
import { forgetRememberedUser, hasRememberMarker, saveRememberedUser, setRememberMarker } from './remembered-user';
import { broadcastSession } from './session-channel';
import { dropRefreshHint } from './session-cookies';
import { fetchUserInfo } from './user-info';

/**
 * After POST /login or POST /users/cert has set the cookies (SPEC §4 "Login stores access and
 * refresh tokens, fetches user info and marks logged in"): fetch GET /users, remember it when
 * asked, mark this tab and the others logged in. `remember` undefined keeps the current marker.
 */
export async function signIn(remember?: boolean): Promise<UserInfo> {
  if (remember !== undefined) setRememberMarker(remember);
  const user = await fetchUserInfo();
  await keepUser(user);
  sessionStore.getState().setUser(user);
  broadcastSession({ type: 'login', user });
  return user;
}

/** Writes the remembered user when the marker is set (keeping its expiry), forgets it otherwise. */
export async function keepUser(user: UserInfo, expiresAt?: number): Promise<void> {
  if (hasRememberMarker()) await saveRememberedUser(user, expiresAt);
  else forgetRememberedUser();
}

export interface EndOptions {
  /** Tell the other tabs, and why. */
  broadcast?: 'logout' | 'expired';
  /** Also forget the refresh hint (the tokens are gone or must count as gone). Default true. */
  dropTokens?: boolean;
  /** Reset the store now (default) or leave it to the caller (logout resets after moving). */
  resetStore?: boolean;
}

/** Back to logged out in this browser: hint cookie, remembered user info, store, other tabs. */
export function endLocalSession({ broadcast, dropTokens = true, resetStore = true }: EndOptions = {}): void {
  if (dropTokens) dropRefreshHint();
  forgetRememberedUser();
  if (resetStore) sessionStore.getState().reset();
  if (broadcast) broadcastSession({ type: broadcast });
}
