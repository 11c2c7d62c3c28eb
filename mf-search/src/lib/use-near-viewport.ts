// Below the fold, a section's data waits until the visitor comes near it (issue 16): the main page's
// lower rows are neither requested nor drawn while the page starts, which is most of the work that
// held the phone's main thread after the first paint. Once near, it stays loaded.
import { useEffect, useRef, useState, type RefObject } from 'react';

/** How far ahead of the viewport a section starts loading (SPEC §9 prefetch margin). */
const MARGIN = '200px';

export function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  // Without IntersectionObserver (an old browser, tests) everything counts as near at once; on the
  // server nothing is requested anyway, and a section draws the same skeleton either way.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near) return undefined;
    if (!el) {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setNear(true);
    }, { rootMargin: MARGIN });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}
