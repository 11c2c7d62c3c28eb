// Live chat SQL: threads, messages and staff presence (schema: db/schema/support/chat.ts).
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { chatAgents, chatMessages, chatThreads, type ChatMessageRow, type ChatThreadRow } from '../../../db/schema/support';
import { users } from '../../../db/schema/users';

export const chatRepository = (db: Tx) => ({
  agents: () => db.select().from(chatAgents),

  async setPresence(userIdx: number, seenUntil: Date): Promise<void> {
    await db.insert(chatAgents).values({ userIdx, seenUntil }).onConflictDoUpdate({ target: chatAgents.userIdx, set: { seenUntil } });
  },

  async openThreadOf(userIdx: number): Promise<ChatThreadRow | null> {
    const [row] = await db.select().from(chatThreads).where(and(eq(chatThreads.userIdx, userIdx), eq(chatThreads.status, 'OPEN'))).orderBy(desc(chatThreads.idx)).limit(1);
    return row ?? null;
  },

  async thread(idx: number) {
    const [row] = await db.select({ thread: chatThreads, memberName: users.name }).from(chatThreads).innerJoin(users, eq(users.idx, chatThreads.userIdx)).where(eq(chatThreads.idx, idx)).limit(1);
    return row ? { ...row.thread, memberName: row.memberName ?? '' } : null;
  },

  messages: (threadIdx: number, after: number, limit: number): Promise<ChatMessageRow[]> =>
    db.select().from(chatMessages).where(and(eq(chatMessages.threadIdx, threadIdx), gt(chatMessages.idx, after))).orderBy(asc(chatMessages.idx)).limit(limit),

  /** The member's open thread (made on the first message) gets the message, in one transaction. */
  addMemberMessage: (userIdx: number, body: string, pageUrl: string | null, now: Date) =>
    db.transaction(async (tx) => {
      const [open] = await tx.select().from(chatThreads).where(and(eq(chatThreads.userIdx, userIdx), eq(chatThreads.status, 'OPEN'))).orderBy(desc(chatThreads.idx)).limit(1);
      const thread = open ?? (await tx.insert(chatThreads).values({ userIdx, status: 'OPEN', pageUrl, createdAt: now, updatedAt: now }).returning())[0]!;
      const [message] = await tx.insert(chatMessages).values({ threadIdx: thread.idx, sender: 'MEMBER', body, pageUrl, createdAt: now }).returning();
      await tx.update(chatThreads).set({ updatedAt: now }).where(eq(chatThreads.idx, thread.idx));
      return { thread, message: message! };
    }),

  addStaffMessage: (threadIdx: number, staffIdx: number, body: string, now: Date) =>
    db.transaction(async (tx) => {
      const [message] = await tx.insert(chatMessages).values({ threadIdx, sender: 'STAFF', staffIdx, body, createdAt: now }).returning();
      await tx.update(chatThreads).set({ updatedAt: now }).where(eq(chatThreads.idx, threadIdx));
      return message!;
    }),

  async close(idx: number, now: Date): Promise<void> {
    await db.update(chatThreads).set({ status: 'CLOSED', updatedAt: now }).where(eq(chatThreads.idx, idx));
  },

  /** Open threads with the member's name and the last message. */
  async openThreads() {
    const rows = await db.select({ thread: chatThreads, memberName: users.name }).from(chatThreads).innerJoin(users, eq(users.idx, chatThreads.userIdx)).where(eq(chatThreads.status, 'OPEN')).orderBy(asc(chatThreads.updatedAt)).limit(100);
    const ids = rows.map((r) => r.thread.idx);
    const last = new Map<number, ChatMessageRow>();
    if (ids.length > 0) {
      const messages = await db.select().from(chatMessages).where(inArray(chatMessages.threadIdx, ids)).orderBy(asc(chatMessages.idx));
      for (const m of messages) last.set(m.threadIdx, m);
    }
    return rows.map((r) => ({
      idx: r.thread.idx,
      pageUrl: r.thread.pageUrl,
      updatedAt: r.thread.updatedAt,
      memberName: r.memberName ?? '',
      lastSender: last.get(r.thread.idx)?.sender ?? null,
      lastMessage: last.get(r.thread.idx)?.body.slice(0, 120) ?? '',
    }));
  },
});
