// Member-only pages (booking, payment result, voucher): a visitor is sent to /login with this page
// kept as the return path (SPEC §2, §6), as the wish button does.
import { alert, CLIENT_ERROR_CODES, ClientException, currentAppPath, navigate, rememberReturnUrl } from '@stay/shared';
import { paths } from '../config/paths';

/** A 401 this page must answer itself. A failed refresh (-3) is already handled by the shell. */
export function needsLogin(error: unknown): boolean {
  return error instanceof ClientException && error.status === 401 && error.code !== CLIENT_ERROR_CODES.LOGIN_EXPIRED;
}

export async function sendToLogin(message: string, returnPath: string = currentAppPath()): Promise<void> {
  rememberReturnUrl(returnPath);
  await alert(message);
  navigate(paths.login);
}

/** The code of a failed call ('SOLD_OUT', 'PRICE_CHANGED', 404 ...), or '' for anything else. */
export function errorCode(error: unknown): string {
  if (!(error instanceof ClientException)) return '';
  return typeof error.code === 'string' ? error.code : String(error.status ?? error.code);
}
