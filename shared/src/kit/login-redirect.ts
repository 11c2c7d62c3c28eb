// Member pages: a visitor is sent to /login with the page kept as the return path (SPEC §2, §6).
// A member page opened signed out (a voucher link from a text, my page after logout) goes straight
// to the login page, which says why; an action that needs a login (book, set an alarm) says so
// first, as the visitor chose to act.
import { alert, currentAppPath, navigate, rememberReturnUrl } from '@stay/shared';

let sending = false;

/** Why the login page was opened instead of a member page: it says so above the form. */
export type LoginReason = 'member' | 'voucher';

/**
 * A member page opened signed out: to the login page at once, in place of this page (Back leads to
 * where the visitor came from, not to a page that sends them here again), and back here after.
 */
export function openLoginFor(reason: LoginReason, returnPath: string = currentAppPath()): void {
  rememberReturnUrl(returnPath);
  navigate(`/login?reason=${reason}`, { replace: true });
}

/**
 * Once at a time, however many calls of the page answered 401 together (one alert, one move). The
 * flag is this remote's own, as the page is: the shell draws one remote's page at a time.
 */
export async function sendToLogin(message: string, returnPath: string = currentAppPath()): Promise<void> {
  if (sending) return;
  sending = true;
  try {
    rememberReturnUrl(returnPath);
    await alert(message);
    navigate('/login');
  } finally {
    sending = false;
  }
}
