// Member pages: a visitor is sent to /login with this page kept as the return path (SPEC §2, §6).
import { alert, CLIENT_ERROR_CODES, ClientException, currentAppPath, navigate, rememberReturnUrl } from '@stay/shared';
import { paths } from '../config/paths';

/** A 401 this page must answer itself. A failed refresh (-3) is already handled by the shell. */
export function needsLogin(error: unknown): boolean {
  return error instanceof ClientException && error.status === 401 && error.code !== CLIENT_ERROR_CODES.LOGIN_EXPIRED;
}

let sending = false;

/** Once per page, however many calls answered 401 at once. */
export async function sendToLogin(message: string, returnPath: string = currentAppPath()): Promise<void> {
  if (sending) return;
  sending = true;
  try {
    rememberReturnUrl(returnPath);
    await alert(message);
    navigate(paths.login);
  } finally {
    sending = false;
  }
}

/** The code of a failed call ('CANCEL_NOT_ALLOWED', 404 ...), or '' for anything else. */
export function errorCode(error: unknown): string {
  if (!(error instanceof ClientException)) return '';
  return typeof error.code === 'string' ? error.code : String(error.status ?? error.code);
}

export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : '');
