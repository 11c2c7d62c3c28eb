// SPEC §2 "Clicking outside closes the absolute modal": a pointer press outside every element in
// `refs` calls `onOutside`.
import { useEffect, useRef, type RefObject } from 'react';

export function useClickOutside(refs: RefObject<HTMLElement | null>[], onOutside: () => void, active = true): void {
  const handler = useRef(onOutside);
  const targets = useRef(refs);
  useEffect(() => {
    handler.current = onOutside;
    targets.current = refs;
  });
  useEffect(() => {
    if (!active) return undefined;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      const target = event.target;
      if (!(target instanceof Node) || !target.isConnected) return;
      if (targets.current.some((r) => r.current?.contains(target))) return;
      handler.current();
    };
    // 'pointerdown' where supported; jsdom and old browsers send 'mousedown'.
    const type = typeof window.PointerEvent === 'function' ? 'pointerdown' : 'mousedown';
    document.addEventListener(type, onPointerDown as EventListener);
    return () => document.removeEventListener(type, onPointerDown as EventListener);
  }, [active]);
}
