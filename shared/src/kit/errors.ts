// What a page says of a failed call: its code and message, and whether a part's load failed.
import { ClientException } from '@stay/shared';
import type { LoadState } from './use-load';

export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : '');

/** The code of a failed call ('SOLD_OUT', 'CANCEL_NOT_ALLOWED', 404 ...), or '' for anything else. */
export function errorCode(error: unknown): string {
  if (!(error instanceof ClientException)) return '';
  return typeof error.code === 'string' ? error.code : String(error.status ?? error.code);
}

/** Any way of not getting the data, for a part that tells no reason apart. */
export const loadFailed = (state: LoadState<unknown>): boolean => state.status === 'failed' || state.status === 'login' || state.status === 'notFound';
