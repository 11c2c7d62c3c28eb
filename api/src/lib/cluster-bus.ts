// Messages between the API's worker processes (server.ts, API_WORKERS > 1): a worker that changes
// something every worker caches (stock, after a booking) tells the primary, which passes it to
// the other workers. With one process (the PGlite default, tests) `publish` does nothing.
import cluster from 'node:cluster';

export type ClusterEvent = 'stock-changed';

interface BusMessage {
  stayBus: ClusterEvent;
  /** What changed (stock-changed: the city's idx; absent = everything). */
  detail?: number;
}

const isBusMessage = (m: unknown): m is BusMessage => typeof m === 'object' && m !== null && typeof (m as BusMessage).stayBus === 'string';

/** Tell the sibling workers (not this process: it has acted already). */
export function publish(event: ClusterEvent, detail?: number): void {
  if (cluster.isWorker && process.send) process.send({ stayBus: event, detail } satisfies BusMessage);
}

/** Run `handler` when a sibling publishes `event`; returns the unsubscribe function. */
export function subscribe(event: ClusterEvent, handler: (detail?: number) => void): () => void {
  if (!cluster.isWorker) return () => undefined;
  const listener = (m: unknown) => {
    if (isBusMessage(m) && m.stayBus === event) handler(m.detail);
  };
  process.on('message', listener);
  return () => process.off('message', listener);
}

/** The primary's side: relay every bus message from one worker to all the others. */
export function relayBetweenWorkers(): void {
  cluster.on('message', (from, message: unknown) => {
    if (!isBusMessage(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker.id !== from.id && worker.isConnected()) worker.send(message);
    }
  });
}
