// One request's state for a page part: loading -> ready | login | notFound | failed, with reload.
// A visitor (401) and a missing or another member's item (404) are states the page shows itself.
import { CLIENT_ERROR_CODES, ClientException } from '@stay/shared';
import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'login' }
  | { status: 'notFound' }
  | { status: 'failed' };

export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: unknown[]) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal)
      .then((data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ClientException && error.status === 401) {
          // A failed refresh (-3) is the shell's to handle; a visitor is ours.
          if (error.code !== CLIENT_ERROR_CODES.LOGIN_EXPIRED) setState({ status: 'login' });
          return;
        }
        if (error instanceof ClientException && error.status === 404) return setState({ status: 'notFound' });
        setState({ status: 'failed' });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload, setState };
}
