import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { messageOutbox } from '../../db/schema/messages';
import { perDatabase } from '../../db/per-database';

// The messages module's SQL: the outbox (db/schema/messages), written by the outbox transport in
// the caller's transaction and read back by the dev outbox route.
const outboxQueries = (db: Tx) => ({
  async add(
    input: { channel: 'EMAIL' | 'SMS'; dest: string; type: string; code?: string; subject?: string; body: string },
    now: Date,
    tx: Tx = db,
  ): Promise<void> {
    await tx.insert(messageOutbox).values({ ...input, code: input.code ?? null, subject: input.subject ?? null, createdAt: now });
  },

  async listByDest(dest: string, limit = 20) {
    return db
      .select({
        dest: messageOutbox.dest,
        type: messageOutbox.type,
        code: messageOutbox.code,
        body: messageOutbox.body,
        createdAt: messageOutbox.createdAt,
      })
      .from(messageOutbox)
      .where(eq(messageOutbox.dest, dest))
      .orderBy(desc(messageOutbox.createdAt), desc(messageOutbox.idx))
      .limit(limit);
  },
});

export const outboxStore = perDatabase(outboxQueries);
export type OutboxStore = ReturnType<typeof outboxQueries>;
