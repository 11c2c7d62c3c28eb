// The text a form shows for a failed request. apiRequest has already turned the answer into the
// SPEC §8 text in the UI language (catalogue codes such as EMAIL_CAN_NOT_BE_USED from the common
// namespace, other codes as the server wrote them for this locale).
import { isClientException, translate } from '@stay/shared';

export function requestErrorText(error: unknown): string {
  if (isClientException(error) && error.message) return error.message;
  return translate('errors.generic');
}

/** The server code of a failed request, if any (e.g. 'EXPIRED_TIME'). */
export function requestErrorCode(error: unknown): string | number | undefined {
  return isClientException(error) ? error.code : undefined;
}
