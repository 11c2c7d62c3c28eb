// Runs `tick` every `ms` while mounted and `ms` is set (the chat panels poll with it; tests pass a
// short interval). The latest `tick` is always the one called.
import { useEffect, useRef } from 'react';

export function useInterval(tick: () => void, ms: number | null): void {
  const latest = useRef(tick);
  latest.current = tick;
  useEffect(() => {
    if (ms === null || ms <= 0) return;
    const timer = setInterval(() => latest.current(), ms);
    return () => clearInterval(timer);
  }, [ms]);
}
