// SPEC §8 texts the client shows for HTTP statuses and error codes.
import { hasTranslation, translate } from '../i18n/i18n';

/** A server code with a catalogue text (USER_NOT_FOUND, ...) shows that text in the UI locale. */
export function messageForCode(code: unknown, serverMessage: string): string {
  if (typeof code === 'string' && /^[A-Z][A-Z_]*$/.test(code) && hasTranslation(`codes.${code}`)) {
    return translate(`codes.${code}`);
  }
  return serverMessage;
}

/** SPEC §8 HTTP status texts: 500 server error, 401 login required, 400/404 bad request. */
export function messageForStatus(status: number): string {
  if (status >= 500) return translate('errors.server');
  if (status === 401) return translate('errors.loginRequired');
  if (status === 400 || status === 404) return translate('errors.badRequest');
  // "Other statuses use a status table that is not shown": the generic text plus the status.
  return `${translate('errors.generic')} (${status})`;
}

interface BadRequestBody {
  data?: { code?: unknown; message?: unknown; data?: { message?: unknown } | null } | null;
}

/**
 * SPEC §8 status 400: data.message when data.code exists and is not 400, otherwise
 * data.data.message; with no body, the generic 500 message.
 */
export function badRequestMessage(body: unknown): { code: string | number; message: string } {
  if (body === null || typeof body !== 'object') return { code: 400, message: translate('errors.server') };
  const data = (body as BadRequestBody).data;
  const code = data?.code;
  const hasOwnCode = code !== undefined && code !== null && code !== 400 && code !== '400';
  const raw = hasOwnCode ? data?.message : data?.data?.message;
  const message = typeof raw === 'string' && raw ? raw : translate('errors.badRequest');
  const finalCode = hasOwnCode && (typeof code === 'string' || typeof code === 'number') ? code : 400;
  return { code: finalCode, message: messageForCode(finalCode, message) };
}
