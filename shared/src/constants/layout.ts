// SPEC §2 and §9 layout numbers.

/** PC at 1240 px and above. */
export const BREAKPOINT_PC = 1240;
/** Tablet from 744 px up to 1239.9 px; mobile below 744 px. */
export const BREAKPOINT_TABLET = 744;
export const LAYOUT_DEBOUNCE_MS = 300;

export type Viewport = 'pc' | 'tablet' | 'mobile';

export function viewportOf(width: number): Viewport {
  if (width >= BREAKPOINT_PC) return 'pc';
  if (width >= BREAKPOINT_TABLET) return 'tablet';
  return 'mobile';
}

/** The go-to-top button appears once scrollY passes this. */
export const GO_TO_TOP_SCROLL_Y = 150;
/** With the scroll effect, the top bar is transparent until scrollY exceeds this. */
export const TOP_BAR_SCROLL_Y = 250;
export const SCROLL_THROTTLE_MS = 100;

export const PREFETCH_ROOT_MARGIN_PX = 200;
export const LAZY_LOAD_DELAY_MS = 200;
