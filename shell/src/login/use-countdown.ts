// Seconds left until `deadline` (epoch ms), ticking once a second; 0 once passed or without one.
import { useEffect, useState } from 'react';

const left = (deadline: number | null) => (deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000)));

export function useCountdown(deadline: number | null): number {
  const [seconds, setSeconds] = useState(() => left(deadline));
  useEffect(() => {
    setSeconds(left(deadline));
    if (deadline === null) return;
    const timer = setInterval(() => {
      const s = left(deadline);
      setSeconds(s);
      if (s === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return seconds;
}

/** 'm:ss', e.g. 2:59. */
export function formatSeconds(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
