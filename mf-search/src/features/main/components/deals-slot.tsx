// Where the main page's deals go: the section (deals-section.tsx, its request and its strings'
// use) is a chunk loaded only as the visitor comes near this place, so the main page's first load
// does not grow (e2e/budgets.json holds '/' at its target).
import { useNearViewport } from '@stay/shared';
import { Suspense, lazy, useRef } from 'react';

const DealsSection = lazy(() => import(/* webpackChunkName: "main-deals" */ './deals-section').then((m) => ({ default: m.DealsSection })));

export function DealsSlot() {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <div ref={ref} className="sr-deals-slot">
      {near && (
        <Suspense fallback={null}>
          <DealsSection />
        </Suspense>
      )}
    </div>
  );
}
