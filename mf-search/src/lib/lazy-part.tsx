// A part of a page that opens on a press (a sheet, the map view) as a chunk of its own, fetched when
// it first mounts. A failed fetch renders nothing (the page keeps working) and is forgotten, so the
// next time the part mounts it tries again.
import { logger } from '@stay/shared';
import { Suspense, lazy, type ComponentType, type LazyExoticComponent } from 'react';

export function lazyPart<P extends object>(name: string, load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const make = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          logger.warn(`${name} could not be loaded`, { error: String(error) });
          current = make();
          return { default: () => null };
        },
      ),
    );
  let current = make();
  return function LazyPart(props: P) {
    const Part = current;
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}
