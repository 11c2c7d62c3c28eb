// SPEC §5/§7 keyword search: debounced by 300 ms, and a new call cancels the previous request.
import { KEYWORD_DEBOUNCE_MS } from '../constants/limits';
import { translate } from '../i18n/i18n';
import { CLIENT_ERROR_CODES, ClientException } from './client-exception';

export interface DebouncedCall<A extends unknown[], R> {
  /**
   * Schedules a call. Resolves with its result; rejects with an ignored ClientException (code
   * ABORTED) when a newer call supersedes it, before or after its request started.
   */
  (...args: A): Promise<R>;
  /** Drops the pending call and aborts the in-flight one. */
  cancel(): void;
}

const superseded = () =>
  new ClientException(CLIENT_ERROR_CODES.ABORTED, translate('errors.aborted'), { ignored: true });

export function createDebouncedCall<A extends unknown[], R>(
  fn: (signal: AbortSignal, ...args: A) => Promise<R>,
  waitMs: number = KEYWORD_DEBOUNCE_MS,
): DebouncedCall<A, R> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pendingReject: ((reason: unknown) => void) | undefined;
  let controller: AbortController | undefined;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pendingReject?.(superseded());
    pendingReject = undefined;
    controller?.abort();
    controller = undefined;
  };

  const call = (...args: A): Promise<R> => {
    cancel();
    return new Promise<R>((resolve, reject) => {
      pendingReject = reject;
      timer = setTimeout(() => {
        timer = undefined;
        pendingReject = undefined;
        const own = new AbortController();
        controller = own;
        void fn(own.signal, ...args).then(
          (value) => {
            if (own.signal.aborted) reject(superseded());
            else resolve(value);
          },
          (error: unknown) => reject(own.signal.aborted ? superseded() : error),
        ).finally(() => {
          if (controller === own) controller = undefined;
        });
      }, waitMs);
    });
  };

  return Object.assign(call, { cancel });
}
