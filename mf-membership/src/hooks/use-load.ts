// One request per mount with an explicit state (loading, ready, login, failed); `reload` asks again.
import { CLIENT_ERROR_CODES, ClientException } from '@stay/shared';
import { useCallback, useEffect, useState } from 'react';

export type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'login' } | { status: 'failed'; message: string };

export const needsLogin = (error: unknown): boolean => error instanceof ClientException && error.status === 401 && error.code !== CLIENT_ERROR_CODES.LOGIN_EXPIRED;
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
export const codeOf = (error: unknown): string => (error instanceof ClientException ? String(error.code) : '');

export function useLoad<T>(fetcher: () => Promise<T>): [Load<T>, () => void, (data: T) => void] {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    fetcher()
      .then((data) => live && setState({ status: 'ready', data }))
      .catch((error: unknown) => live && setState(needsLogin(error) ? { status: 'login' } : { status: 'failed', message: messageOf(error) }));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const set = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return [state, reload, set];
}
