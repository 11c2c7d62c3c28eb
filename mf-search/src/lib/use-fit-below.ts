// From tablet up a section modal hangs under its field. With body scroll locked, a modal that ran
// past the bottom of the window could never be scrolled to (its footer, 'select schedule', would
// be out of reach), so when there is little room the section first scrolls to the top of the view,
// and the modal is then kept within the window (its body scrolls inside).
import { useLayoutEffect, type RefObject } from 'react';

const DESKTOP = '(min-width: 744px)';
const ENOUGH_ROOM = 520;
const MARGIN = 16;
const MAX = 640;
const PANEL_PADDING = 48;

export function useFitBelow(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof window.matchMedia !== 'function') return undefined;
    const fit = (first: boolean) => {
      if (!window.matchMedia(DESKTOP).matches) {
        el.style.maxHeight = '';
        return;
      }
      let top = el.getBoundingClientRect().top;
      // In the shell's search overlay (at most 90% of the window tall) the modal sits in the flow
      // and the overlay grows with it; it must leave room for the overlay's own bottom padding.
      if (el.closest('.sr-section--panel')) {
        el.style.maxHeight = `${Math.max(280, Math.min(MAX, window.innerHeight * 0.9 - top - PANEL_PADDING))}px`;
        return;
      }
      if (first && window.innerHeight - top < ENOUGH_ROOM) {
        el.closest('.sr-section')?.scrollIntoView({ block: 'start' });
        top = el.getBoundingClientRect().top;
      }
      el.style.maxHeight = `${Math.max(280, Math.min(MAX, window.innerHeight - top - MARGIN))}px`;
    };
    fit(true);
    const onResize = () => fit(false);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [ref]);
}
