// True once window.scrollY is above `threshold`. The check is throttled (SPEC §9: scroll throttle
// 100 ms) with a trailing call, so the last position of a fast scroll is never missed.
import { SCROLL_THROTTLE_MS } from '@stay/shared';
import { useEffect, useState } from 'react';

const scrolledPast = (threshold: number) => typeof window !== 'undefined' && window.scrollY > threshold;

export function useScrolledPast(threshold: number, enabled = true): boolean {
  // Not scrolled at first, as the server drew it: a page scrolled before it hydrates would
  // otherwise differ from its drawn HTML, and React would draw the whole frame again.
  const [past, setPast] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    // The mount counts as a check for the throttle; the reading itself is taken on the next frame.
    let last = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      last = Date.now();
      timer = undefined;
      setPast(scrolledPast(threshold));
    };
    const onScroll = () => {
      if (timer !== undefined) return;
      const wait = SCROLL_THROTTLE_MS - (Date.now() - last);
      if (wait <= 0) check();
      else timer = setTimeout(check, wait);
    };
    // The first reading waits for the next frame: reading scrollY lays the page out, and right after
    // a render that layout made the render's task a long one, holding taps up.
    const first = requestAnimationFrame(check);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener('scroll', onScroll);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [threshold, enabled]);

  return enabled && past;
}
