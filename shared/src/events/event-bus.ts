// A small typed pub/sub. The platform instance `bus` is a module singleton: @stay/shared is a
// federation singleton (DESIGN §2), so every remote and the shell hold the same object.
import { logger } from '../log/logger';
import type { StayEvents } from './stay-events';

export type EventHandler<P> = (payload: P) => void;
export type Unsubscribe = () => void;

export interface EventBus<E extends object> {
  /** Calls every handler of `name` in subscription order; returns how many were called. */
  emit<K extends keyof E>(name: K, payload: E[K]): number;
  on<K extends keyof E>(name: K, handler: EventHandler<E[K]>): Unsubscribe;
  /** Like `on`, but the handler runs at most once. */
  once<K extends keyof E>(name: K, handler: EventHandler<E[K]>): Unsubscribe;
  listenerCount<K extends keyof E>(name: K): number;
  /** Drops every handler (tests and teardown). */
  clear(): void;
}

export function createEventBus<E extends object>(): EventBus<E> {
  const handlers = new Map<keyof E, Set<EventHandler<never>>>();

  const on = <K extends keyof E>(name: K, handler: EventHandler<E[K]>): Unsubscribe => {
    let set = handlers.get(name);
    if (!set) {
      set = new Set();
      handlers.set(name, set);
    }
    // Wrap so the same function subscribed twice gets two independent subscriptions.
    const entry: EventHandler<E[K]> = (payload) => handler(payload);
    set.add(entry as EventHandler<never>);
    return () => {
      set.delete(entry as EventHandler<never>);
    };
  };

  return {
    emit(name, payload) {
      const set = handlers.get(name);
      if (!set) return 0;
      // Copy: a handler may unsubscribe itself (once) or others while we iterate.
      const list = [...set] as EventHandler<typeof payload>[];
      for (const handler of list) {
        try {
          handler(payload);
        } catch (error) {
          // One faulty remote must not stop the others from hearing the event.
          logger.error(`event handler for '${String(name)}' failed`, error);
        }
      }
      return list.length;
    },
    on,
    once(name, handler) {
      let done = false;
      const off = on(name, (payload) => {
        if (done) return;
        done = true;
        off();
        handler(payload);
      });
      return off;
    },
    listenerCount(name) {
      return handlers.get(name)?.size ?? 0;
    },
    clear() {
      handlers.clear();
    },
  };
}

/** The platform's event bus. */
export const bus: EventBus<StayEvents> = createEventBus<StayEvents>();
