import { useEffect, useState, type RefObject } from 'react';

const ROOT_MARGIN = '200px';

/**
 * True once the element is within 200 px of the viewport; always true when not `lazy`.
 * `watching` false postpones the look: while the page's own remote is still loading, its slot is
 * short and the footer would seem near, though the page will push it far down once it renders.
 */
export function useNearViewport(ref: RefObject<HTMLElement | null>, lazy: boolean, watching = true): boolean {
  const [near, setNear] = useState(!lazy);
  useEffect(() => {
    const el = ref.current;
    if (near || !el || !watching) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near, watching]);
  return near;
}
