// The shell's one hook into the session (called once in app.tsx): starts the SPEC §4 lifecycle
// when the app loads and follows the location for the url history and the login return url.
import { useEffect, useRef } from 'react';
import { useShellLocation } from '../app/history';
import { trackPath } from './return-path';
import { startSession } from './start-session';

export function useSessionLifecycle(): void {
  const { pathname, search } = useShellLocation();
  const previous = useRef<string | null>(null);

  useEffect(() => startSession().stop, []);

  useEffect(() => {
    const next = `${pathname}${search}`;
    if (previous.current === next) return;
    trackPath(previous.current, next);
    previous.current = next;
  }, [pathname, search]);
}
