// A page's data as an explicit state: loading -> ready | login | notFound | failed. reload() asks again.
import { ClientException } from '@stay/shared';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage, needsLogin } from './login-redirect';

export type LoadState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'login' } | { status: 'notFound' } | { status: 'failed'; message: string };

export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: unknown[]) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    load(controller.signal)
      .then((data) => setState({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (needsLogin(error)) return setState({ status: 'login' });
        if (error instanceof ClientException && error.status === 404) return setState({ status: 'notFound' });
        setState({ status: 'failed', message: errorMessage(error) });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { state, reload, setState };
}
