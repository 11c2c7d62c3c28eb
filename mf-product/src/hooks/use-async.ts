// A small loader for independent parts of a page (nearby places, events, reviews, coupons): each
// loads on its own, so one failing never blanks the page.
import { startTransition, useEffect, useState } from 'react';

export type AsyncState<T> = { status: 'idle' | 'loading' } | { status: 'ready'; data: T } | { status: 'failed' };

export function useAsync<T>(load: ((signal: AbortSignal) => Promise<T>) | null, deps: unknown[]): AsyncState<T> {
  const [state, setState] = useState<AsyncState<T>>({ status: load ? 'loading' : 'idle' });
  useEffect(() => {
    // The state object is kept when it already says so: a new one would draw the part again.
    if (!load) {
      setState((s) => (s.status === 'idle' ? s : { status: 'idle' }));
      return;
    }
    const controller = new AbortController();
    setState((s) => (s.status === 'loading' ? s : { status: 'loading' }));
    load(controller.signal)
      // issue 16: drawing what arrived is done in slices, not one long task.
      .then((data) => startTransition(() => setState({ status: 'ready', data })))
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return state;
}
