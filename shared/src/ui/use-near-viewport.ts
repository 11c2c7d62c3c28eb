// Below the fold, a part waits until the visitor comes near it: its data is neither
// requested nor drawn while the page starts, which is most of the work that held a phone's main
// thread after the first paint. Once near, it stays near. One rule for the shell's lazy slots, the
// main page's lower rows, the stay page's lower sections and the map.
import { useEffect, useState, type RefObject } from 'react';

/** How far ahead of the viewport a part starts loading (SPEC §9 prefetch margin). */
export const NEAR_VIEWPORT_MARGIN = '200px';

export interface NearViewportOptions {
  /** False: near from the start (a part that is not lazy). */
  lazy?: boolean;
  /**
   * False postpones the look: while a page's own remote is still loading, its slot is short and
   * the footer would seem near, though the page will push it far down once it renders.
   */
  watching?: boolean;
  margin?: string;
}

/**
 * True once the element is within `margin` of the viewport. The first render says false (the server
 * draws the same); without IntersectionObserver (an old browser, tests) it turns true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, { lazy = true, watching = true, margin = NEAR_VIEWPORT_MARGIN }: NearViewportOptions = {}): boolean {
  const [near, setNear] = useState(!lazy);
  useEffect(() => {
    const el = ref.current;
    if (near || !watching) return undefined;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: margin });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near, watching, margin]);
  return near;
}
