// After a navigation to another page, focus moves to the new page's h1, so a screen
// reader announces where the user is and Tab starts from the page, not from the link left behind.
// The page's remote renders asynchronously: wait (a few frames, at most a few seconds) for an h1
// other than the one of the page being left. The first page of a load is left alone, and so are
// query-only changes (sorting, filters, dates), which stay on the same page.
import { useEffect, useRef } from 'react';

const MAIN_SELECTOR = '#sh-main';
const WAIT_MS = 4000;
/** The old page's heading may legitimately stay (same remote, same element): focus it after this. */
const SAME_HEADING_MS = 1200;

function visibleHeading(): HTMLElement | null {
  const h1 = document.querySelector<HTMLElement>(`${MAIN_SELECTOR} h1`);
  return h1 && h1.getClientRects().length > 0 ? h1 : null;
}

export function useFocusHeadingOnNavigate(pathname: string): void {
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const first = previous.current === null;
    previous.current = pathname;
    if (first) return undefined;
    // The remote re-renders after this commit: the heading on screen now is the old page's.
    const old = visibleHeading();
    const started = performance.now();
    let frame = 0;
    const tick = () => {
      const h1 = visibleHeading();
      const waited = performance.now() - started;
      // The new page put focus somewhere on purpose (e.g. the login form's first field): keep it.
      const active = document.activeElement;
      if (active && active !== old && active.matches('input, select, textarea, [role="dialog"], [role="dialog"] *') && document.querySelector(MAIN_SELECTOR)?.contains(active)) return;
      if (h1 && (h1 !== old || waited > SAME_HEADING_MS)) {
        if (!h1.hasAttribute('tabindex')) h1.setAttribute('tabindex', '-1');
        h1.focus({ preventScroll: true });
        return;
      }
      if (waited < WAIT_MS) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}
