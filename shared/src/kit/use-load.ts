// A page part's data as an explicit state (STYLE "State of a booking flow"): idle (nothing asked
// yet) -> loading -> ready | login | notFound | failed; `reload` asks again. A visitor (401) and a
// missing or another member's item (404) are states the page shows itself; a failed refresh (-3)
// is a failure with its message (the shell also moves to the login, but at app load it does not).
import { CLIENT_ERROR_CODES, ClientException } from '@stay/shared';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type LoadState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'login' }
  | { status: 'notFound' }
  | { status: 'failed'; message: string };

/** Any way of not getting the data, for a part that tells no reason apart. */
export const loadFailed = (state: LoadState<unknown>): boolean => state.status === 'failed' || state.status === 'login' || state.status === 'notFound';

/** A 401 the page must answer itself (a visitor); a failed refresh (-3) is the shell's. */
export const needsLogin = (error: unknown): boolean => error instanceof ClientException && error.status === 401 && error.code !== CLIENT_ERROR_CODES.LOGIN_EXPIRED;

export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : '');

/** The code of a failed call ('SOLD_OUT', 'CANCEL_NOT_ALLOWED', 404 ...), or '' for anything else. */
export function errorCode(error: unknown): string {
  if (!(error instanceof ClientException)) return '';
  return typeof error.code === 'string' ? error.code : String(error.status ?? error.code);
}

/** The state a failed load is in. */
export function failureOf(error: unknown): LoadState<never> {
  if (needsLogin(error)) return { status: 'login' };
  if (error instanceof ClientException && error.status === 404) return { status: 'notFound' };
  return { status: 'failed', message: errorMessage(error) };
}

/**
 * Runs `load` when the component mounts and whenever `deps` change (the previous request is
 * aborted), and again on `reload()` (loading again: the answer may differ from what was drawn). `load` null: nothing is asked (idle). The answer is drawn in a
 * transition, so a large part is drawn in slices, not one long task.
 */
export function useLoad<T>(load: ((signal: AbortSignal) => Promise<T>) | null, deps: readonly unknown[]) {
  const [state, setState] = useState<LoadState<T>>({ status: load ? 'loading' : 'idle' });
  const [round, setRound] = useState(0);
  const latest = useRef(load);
  useEffect(() => {
    latest.current = load;
  });
  useEffect(() => {
    const run = latest.current;
    // The state object is kept when it already says so: a new one would draw the part again.
    if (!run) {
      setState((s) => (s.status === 'idle' ? s : { status: 'idle' }));
      return undefined;
    }
    const controller = new AbortController();
    setState((s) => (s.status === 'loading' ? s : { status: 'loading' }));
    run(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) startTransition(() => setState({ status: 'ready', data }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState(failureOf(error));
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, load === null, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  /** Puts data the page got otherwise (an action's answer) in place of the loaded one. */
  const set = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { state, reload, set, setState };
}
