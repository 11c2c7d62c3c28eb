// A small request hook: one request per key, the previous one aborted when the key changes or the
// component goes away, and a retry that runs the same request again.
import { isClientException } from '@stay/shared';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type RequestState<T> =
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

export interface RequestResult<T> {
  state: RequestState<T>;
  retry: () => void;
}

export function isAbort(error: unknown): boolean {
  return isClientException(error) && error.code === 'ABORTED';
}

/** `key` null means "do not request" (the state stays loading). */
export function useRequest<T>(key: string | null, run: (signal: AbortSignal) => Promise<T>): RequestResult<T> {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });

  useEffect(() => {
    if (key === null) return undefined;
    const controller = new AbortController();
    setState({ status: 'loading' });
    latest.current(controller.signal).then(
      (data) => {
        // issue 16: drawing what arrived (a row of cards, a map) is done in slices, not one long task.
        if (!controller.signal.aborted) startTransition(() => setState({ status: 'success', data }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isAbort(error)) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
