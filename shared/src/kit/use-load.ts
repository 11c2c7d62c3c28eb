// A page part's data as an explicit state (STYLE "State of a booking flow"): idle (nothing asked
// yet) -> loading -> ready | login | notFound | failed; `reload` asks again. A visitor (401) and a
// missing or another member's item (404) are states the page shows itself; a failed refresh (-3)
// is a failure with its message (the shell also moves to the login, but at app load it does not).
// Kept small: it is on the first load of a stay page; the error helpers are in errors.ts.
import { CLIENT_ERROR_CODES, ClientException } from '@stay/shared';
import { startTransition, useCallback, useEffect, useState } from 'react';

export type LoadState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'login' }
  | { status: 'notFound' }
  | { status: 'failed'; message: string };

/** A 401 the page must answer itself (a visitor); a failed refresh (-3) is the shell's. */
export const needsLogin = (error: unknown): boolean => error instanceof ClientException && error.status === 401 && error.code !== CLIENT_ERROR_CODES.LOGIN_EXPIRED;

const failureOf = (error: unknown): LoadState<never> =>
  needsLogin(error)
    ? { status: 'login' }
    : error instanceof ClientException && error.status === 404
      ? { status: 'notFound' }
      : { status: 'failed', message: error instanceof Error ? error.message : '' };

/**
 * Runs `load` when the component mounts and whenever `deps` change (the previous request is
 * aborted), and again on `reload()` (loading again: the answer may differ from what was drawn).
 * `load` null: nothing is asked (idle). The answer is drawn in a transition, so a large part is
 * drawn in slices, not one long task.
 */
export function useLoad<T>(load: ((signal: AbortSignal) => Promise<T>) | null, deps: readonly unknown[]) {
  const [state, setState] = useState<LoadState<T>>({ status: load ? 'loading' : 'idle' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    // The state object is kept when it already says so: a new one would draw the part again.
    if (!load) return setState((s) => (s.status === 'idle' ? s : { status: 'idle' }));
    const controller = new AbortController();
    setState((s) => (s.status === 'loading' ? s : { status: 'loading' }));
    load(controller.signal).then(
      (data) => controller.signal.aborted || startTransition(() => setState({ status: 'ready', data })),
      (error: unknown) => controller.signal.aborted || setState(failureOf(error)),
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  /** Puts data the page got otherwise (an action's answer) in place of the loaded one. */
  const set = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { state, reload, set };
}
