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

/**
 * `key` null means "do not request" (the state stays loading). `seed` is an answer that came with
 * the page: the first render shows it and its request is not made, so a server-rendered
 * first view and its hydration draw the same thing.
 */
export function useRequest<T>(key: string | null, run: (signal: AbortSignal) => Promise<T>, seed?: T): RequestResult<T> {
  const [state, setState] = useState<RequestState<T>>(() => (seed === undefined ? { status: 'loading' } : { status: 'success', data: seed }));
  const [attempt, setAttempt] = useState(0);
  const latest = useRef(run);
  const seededKey = useRef(seed === undefined ? null : key);
  useEffect(() => {
    latest.current = run;
  });

  useEffect(() => {
    if (key === null) return undefined;
    const seeded = seededKey.current === key;
    seededKey.current = null;
    if (seeded) return undefined;
    const controller = new AbortController();
    setState({ status: 'loading' });
    latest.current(controller.signal).then(
      (data) => {
        // Drawing what arrived (a row of cards, a map) is done in slices, not one long task.
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
