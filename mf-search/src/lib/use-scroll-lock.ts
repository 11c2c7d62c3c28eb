// SPEC §2 "Body scroll is locked while a modal is open". Counted, because two search sections
// (main page and the web bar's overlay) may each hold a lock.
import { useEffect } from 'react';

const CLASS = 'sr-scroll-locked';
let holders = 0;

export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    holders += 1;
    document.body.classList.add(CLASS);
    return () => {
      holders -= 1;
      if (holders <= 0) {
        holders = 0;
        document.body.classList.remove(CLASS);
      }
    };
  }, [active]);
}
