// Calls `onVisible` when the element comes near the viewport (infinite scroll). Without
// IntersectionObserver (old browsers, jsdom) nothing happens and the 'show more' button remains.
import { useEffect, useRef, type RefObject } from 'react';

export function useInView(ref: RefObject<Element | null>, onVisible: () => void, enabled: boolean, rootMargin = '400px 0px'): void {
  const handler = useRef(onVisible);
  useEffect(() => {
    handler.current = onVisible;
  });
  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) handler.current();
    }, { rootMargin });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, enabled, rootMargin]);
}
