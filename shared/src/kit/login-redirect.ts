// Member pages: a visitor is sent to /login with the page kept as the return path (SPEC §2, §6).
import { alert, currentAppPath, navigate, rememberReturnUrl } from '@stay/shared';

let sending = false;

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
