// From tablet up a section modal hangs under its field. With body scroll locked, a modal that ran
// past the bottom of the window could never be scrolled to (its footer, 'select schedule', would
// be out of reach), so when there is little room the section first scrolls to the top of the view,
// and the modal is then kept within the window (its body scrolls inside).
import { useLayoutEffect, type RefObject } from 'react';

const DESKTOP = '(min-width: 744px)';
const ENOUGH_ROOM = 520;
const MARGIN = 16;
const MAX = 640;

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
