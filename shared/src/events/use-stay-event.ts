// React binding for the bus: subscribe for the lifetime of a component.
import { useEffect, useRef } from 'react';
import { bus, type EventHandler } from './event-bus';
import type { StayEvents } from './stay-events';

export function useStayEvent<K extends keyof StayEvents>(name: K, handler: EventHandler<StayEvents[K]>): void {
  // Keep the latest handler without resubscribing on every render.
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => bus.on(name, (payload) => latest.current(payload)), [name]);
}
