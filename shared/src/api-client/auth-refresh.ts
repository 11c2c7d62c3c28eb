// SPEC §4 Session: on a 401 with a refresh token, refresh the tokens and retry once. Only ONE
// refresh may run at a time: concurrent 401s in this tab share the in-flight promise, and tabs
// take turns through navigator.locks (refresh tokens rotate; two parallel refreshes would make
// the loser's token invalid).
import { sessionStore } from '../stores/session';
import { CSRF_COOKIE, CSRF_HEADER, readCookie } from './cookies';

export interface AuthHandler {
  /** Refreshes the tokens; true when new tokens are in place. Must not navigate. */
  refresh(): Promise<boolean>;
  /** Clears tokens and user info after the session is gone (failed refresh, 499). Must not navigate. */
  onExpired(): void;
  /** Whether a refresh token may exist (no point refreshing for a visitor). Default: true. */
  canRefresh?(): boolean;
}

export const REFRESH_URL = '/api/service/auth/refresh';
const LOCK_NAME = 'stay:auth-refresh';
const REFRESHED_AT_KEY = 'stay:auth-refreshed-at';

/** How long to wait before using the cookies of a concurrent refresh that won (409 REFRESH_RACE). */
export const REFRESH_RACE_WAIT_MS = 300;

/**
 * POST /api/service/auth/refresh (SPEC §7). The new tokens arrive as httpOnly cookies; the envelope
 * says `refreshed: true` (a client that keeps tokens itself gets both instead). Anything else is a
 * failure (§8 code -3: "a refresh returns no tokens"). A 409 REFRESH_RACE means another window's
 * refresh of the same token just won: its cookies are the new ones, so this one counts as done.
 */
let memberChangedOnRefresh = false;

/** Whether the last failed refresh answered 499 (read once: the flag is cleared). */
export function takeMemberChangedOnRefresh(): boolean {
  const was = memberChangedOnRefresh;
  memberChangedOnRefresh = false;
  return was;
}

export async function refreshSession(): Promise<boolean> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const csrf = readCookie(CSRF_COOKIE);
  if (csrf) headers[CSRF_HEADER] = csrf;
  try {
    const response = await fetch(REFRESH_URL, { method: 'POST', credentials: 'include', headers });
    const body = (await response.json().catch(() => null)) as { result?: unknown; data?: { refreshed?: unknown; accessToken?: unknown; refreshToken?: unknown; code?: unknown } } | null;
    if (response.status === 409 && body?.data?.code === 'REFRESH_RACE') {
      await new Promise((r) => setTimeout(r, REFRESH_RACE_WAIT_MS));
      return true;
    }
    // SPEC §8 499: the session was ended by a password change or withdrawal elsewhere.
    if (response.status === 499) memberChangedOnRefresh = true;
    if (!response.ok || body?.result !== 'SUCCESS') return false;
    return body.data?.refreshed === true || (Boolean(body.data?.accessToken) && Boolean(body.data?.refreshToken));
  } catch {
    return false;
  }
}

/** Used until the shell registers its own: refresh by cookie, forget the user on expiry. */
const defaultHandler: AuthHandler = {
  refresh: refreshSession,
  onExpired: () => sessionStore.getState().reset(),
  canRefresh: () => sessionStore.getState().isLoggedIn,
};

let handler: AuthHandler = defaultHandler;
let inflight: Promise<boolean> | null = null;

/** The shell plugs in its session lifecycle here. Pass null to restore the default. */
export function setAuthHandler(next: AuthHandler | null): void {
  handler = next ?? defaultHandler;
}

export function getAuthHandler(): AuthHandler {
  return handler;
}

function readStamp(): number {
  try {
    return Number(localStorage.getItem(REFRESHED_AT_KEY) ?? 0) || 0;
  } catch {
    return 0;
  }
}

function writeStamp(): void {
  try {
    localStorage.setItem(REFRESHED_AT_KEY, String(Date.now()));
  } catch {
    // Storage unavailable (private mode): other tabs simply refresh themselves.
  }
}

async function refreshAcrossTabs(refresh: () => Promise<boolean>): Promise<boolean> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) {
    const ok = await refresh();
    if (ok) writeStamp();
    return ok;
  }
  const requestedAt = Date.now();
  return locks.request(LOCK_NAME, async () => {
    // Another tab refreshed while we waited for the lock: the cookies are already new.
    if (readStamp() >= requestedAt) return true;
    const ok = await refresh();
    if (ok) writeStamp();
    return ok;
  });
}

/**
 * Starts a refresh, or joins the one already running. Resolves false on any failure. The
 * returned promise is the same object for every caller of one refresh round.
 */
export function refreshOnce(): Promise<boolean> {
  if (inflight) return inflight;
  const current = handler;
  const round = refreshAcrossTabs(() => current.refresh())
    .catch(() => false)
    .finally(() => {
      if (inflight === round) inflight = null;
    });
  inflight = round;
  return round;
}
