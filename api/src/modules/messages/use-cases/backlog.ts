// The outbox's backlog for monitoring: how many messages wait per channel and how long the oldest
// has waited. Both channels are always answered (0 when empty), so a gauge never goes missing
// when the outbox drains. A channel without a real sender (the demo's held channels) is counted
// too: its messages wait by design, which the README's alert notes.
import type { Db } from '../../../db/database';
import { outboxStore } from '../store';

export interface OutboxBacklog {
  channel: 'EMAIL' | 'SMS';
  pending: number;
  /** Seconds since the oldest waiting message was written; 0 when none waits. */
  oldestAgeSeconds: number;
}

export async function outboxBacklog(db: Db, now: Date): Promise<OutboxBacklog[]> {
  const rows = await outboxStore(db).backlog();
  return (['EMAIL', 'SMS'] as const).map((channel) => {
    const row = rows.find((r) => r.channel === channel);
    const oldest = row?.oldestEpoch == null ? null : Number(row.oldestEpoch);
    return { channel, pending: Number(row?.pending ?? 0), oldestAgeSeconds: oldest === null ? 0 : Math.max(0, now.getTime() / 1000 - oldest) };
  });
}
