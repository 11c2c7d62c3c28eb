// The customer centre's SQL: inquiries, staff, policy versions, notice neighbours.
import { and, asc, count, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { notices } from '../../../db/schema/content';
import { orders, payments, type PayStatus } from '../../../db/schema/orders';
import { properties } from '../../../db/schema/catalog';
import { inquiries, policyVersions, type InquiryRow } from '../../../db/schema/support';
import { users } from '../../../db/schema/users';
import { holdsRole } from '../../staff';
import type { InquiryStatus } from '../rules/inquiry-state';

export interface NewInquiry {
  userIdx: number;
  type: string;
  title: string;
  content: string;
  orderNum: string | null;
  userOrderNum: string | null;
  pageUrl: string | null;
  createdAt: Date;
  dueAt: Date;
}

const orderColumns = {
  idx: orders.idx,
  orderNum: orders.orderNum,
  productNameKo: properties.nameKo,
  productNameEn: properties.nameEn,
  productNameJa: properties.nameJa,
  checkinDate: orders.checkInDate,
  checkoutDate: orders.checkOutDate,
  status: orders.status,
  holdState: orders.holdState,
  createdAt: orders.createdAt,
  /** Every payment attempt's state: whether it was ever charged is the rule's (rules/inquiry-bookings.ts). */
  payStatuses: sql<PayStatus[]>`coalesce((select array_agg(${payments.payStatus})::text[] from ${payments} where ${payments.orderIdx} = ${orders.idx}), '{}'::text[])`,
};

export const supportRepository = (db: Tx) => ({
  async createInquiry(input: NewInquiry, tx: Tx = db): Promise<InquiryRow> {
    const [row] = await tx.insert(inquiries).values(input).returning();
    return row!;
  },

  /**
   * Holds the transaction's lock on the member's inquiries (a PostgreSQL advisory lock, released at
   * commit or rollback), so two parallel requests cannot both pass the member's count.
   */
  async lockMemberInquiries(userIdx: number, tx: Tx): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`inquiries:${userIdx}`}))`);
  },

  /** When the member's inquiries sent after `since` were sent, newest first, at most `limit`. */
  async sentSince(userIdx: number, since: Date, limit: number, tx: Tx = db): Promise<Date[]> {
    const rows = await tx
      .select({ at: inquiries.createdAt })
      .from(inquiries)
      .where(and(eq(inquiries.userIdx, userIdx), gt(inquiries.createdAt, since)))
      .orderBy(desc(inquiries.createdAt))
      .limit(limit);
    return rows.map((r) => r.at);
  },

  /**
   * Adds a chat message to the member's inquiry while it still waits and its text is at most
   * `maxBefore` characters long (so the result stays within its cap); null when it does not take it.
   */
  async appendToWaiting(idx: number, userIdx: number, separator: string, message: string, maxBefore: number, tx: Tx = db): Promise<InquiryRow | null> {
    const [row] = await tx
      .update(inquiries)
      .set({ content: sql`${inquiries.content} || ${separator} || ${message}` })
      .where(and(eq(inquiries.idx, idx), eq(inquiries.userIdx, userIdx), eq(inquiries.status, 'WAIT'), lte(sql`char_length(${inquiries.content})`, maxBefore)))
      .returning();
    return row ?? null;
  },

  /** The member's inquiries, newest first, with the counts of all of them. */
  async inquiriesOf(userIdx: number, status: InquiryStatus | null, offset: number, limit: number) {
    const mine = eq(inquiries.userIdx, userIdx);
    const where = status ? and(mine, eq(inquiries.status, status)) : mine;
    const counts = await db.select({ status: inquiries.status, n: count() }).from(inquiries).where(mine).groupBy(inquiries.status);
    const rows = await db.select().from(inquiries).where(where).orderBy(desc(inquiries.createdAt), desc(inquiries.idx)).limit(limit).offset(offset);
    const n = (s: InquiryStatus) => Number(counts.find((c) => c.status === s)?.n ?? 0);
    return { rows, waitCnt: n('WAIT'), completeCnt: n('COMPLETE') };
  },

  /** One inquiry of this member (another member's is not found). */
  async inquiryOf(userIdx: number, idx: number): Promise<InquiryRow | null> {
    const [row] = await db.select().from(inquiries).where(and(eq(inquiries.idx, idx), eq(inquiries.userIdx, userIdx))).limit(1);
    return row ?? null;
  },

  async inquiry(idx: number, tx: Tx = db): Promise<InquiryRow | null> {
    const [row] = await tx.select().from(inquiries).where(eq(inquiries.idx, idx)).limit(1);
    return row ?? null;
  },

  /**
   * One page of the operator's queue: waiting first, oldest first (the reply deadline follows the
   * sending time, and ties keep the order they came in); answered ones after, newest answer first.
   * The order is total (idx last), so consecutive pages never repeat or skip an inquiry.
   */
  async staffQueue(status: InquiryStatus | null, offset: number, limit: number) {
    const q = db
      .select({ inquiry: inquiries, memberName: users.name, memberEmail: users.email })
      .from(inquiries)
      .innerJoin(users, eq(users.idx, inquiries.userIdx));
    const filtered = status ? q.where(eq(inquiries.status, status)) : q;
    const waitingFirst = sql`case when ${inquiries.status} = 'WAIT' then 0 else 1 end`;
    const waitingKey = sql`case when ${inquiries.status} = 'WAIT' then ${inquiries.idx} end`;
    return filtered
      .orderBy(asc(waitingFirst), asc(sql`case when ${inquiries.status} = 'WAIT' then ${inquiries.dueAt} end`), asc(waitingKey), desc(inquiries.answeredAt), desc(inquiries.idx))
      .limit(limit)
      .offset(offset);
  },

  /** How many inquiries wait, of which overdue at `now`, and how many are answered. */
  async queueCounts(now: Date) {
    const [row] = await db
      .select({
        waiting: sql<number>`count(*) filter (where ${inquiries.status} = 'WAIT')`,
        overdue: sql<number>`count(*) filter (where ${inquiries.status} = 'WAIT' and ${inquiries.dueAt} < ${now.toISOString()}::timestamptz)`,
        answered: sql<number>`count(*) filter (where ${inquiries.status} = 'COMPLETE')`,
      })
      .from(inquiries);
    return { waitCnt: Number(row?.waiting ?? 0), overdueCnt: Number(row?.overdue ?? 0), completeCnt: Number(row?.answered ?? 0) };
  },

  /** Sets the answer once: false when another answer got there first. */
  async answer(idx: number, answer: string, staffIdx: number, now: Date, tx: Tx = db): Promise<boolean> {
    const rows = await tx
      .update(inquiries)
      .set({ status: 'COMPLETE', answer, answeredAt: now, answeredBy: staffIdx })
      .where(and(eq(inquiries.idx, idx), eq(inquiries.status, 'WAIT')))
      .returning({ idx: inquiries.idx });
    return rows.length === 1;
  },

  /** A customer-centre agent (the staff module says who holds which role): inquiries and chat. */
  isStaff: (userIdx: number): Promise<boolean> => holdsRole(db, userIdx, 'agent'),

  async member(userIdx: number, tx: Tx = db) {
    const [row] = await tx.select({ email: users.email, name: users.name, userMeta: users.userMeta }).from(users).where(eq(users.idx, userIdx)).limit(1);
    return row ?? null;
  },

  /**
   * Every order of the member, with what the picker's rule needs (rules/inquiry-bookings.ts says
   * which are bookings and in which order). A member's orders are few: hold limits bound the
   * unfinished checkouts one can start.
   */
  ordersOf: (userIdx: number) =>
    db
      .select(orderColumns)
      .from(orders)
      .innerJoin(properties, eq(properties.idx, orders.productIdx))
      .where(eq(orders.userIdx, userIdx)),

  async orderOf(userIdx: number, orderNum: string) {
    const [row] = await db
      .select(orderColumns)
      .from(orders)
      .innerJoin(properties, eq(properties.idx, orders.productIdx))
      .where(and(eq(orders.userIdx, userIdx), eq(orders.orderNum, orderNum)))
      .limit(1);
    return row ?? null;
  },

  /** Every version of a policy whose day has come, newest first, plus the next one if announced. */
  async policyVersions(kind: string) {
    return db.select().from(policyVersions).where(eq(policyVersions.kind, kind as 'terms')).orderBy(desc(policyVersions.effectiveDate));
  },

  async policyVersion(kind: string, version: string) {
    const [row] = await db
      .select()
      .from(policyVersions)
      .where(and(eq(policyVersions.kind, kind as 'terms'), eq(policyVersions.version, version)))
      .limit(1);
    return row ?? null;
  },

  async currentPolicy(kind: string, today: string) {
    const [row] = await db
      .select()
      .from(policyVersions)
      .where(and(eq(policyVersions.kind, kind as 'terms'), lte(policyVersions.effectiveDate, today)))
      .orderBy(desc(policyVersions.effectiveDate))
      .limit(1);
    return row ?? null;
  },

  /** The notices before and after one, in the list's order (pinned first, then newest). */
  async noticeNeighbours(idx: number): Promise<{ prev: { idx: number } | null; next: { idx: number } | null }> {
    // Notices are a short, hand-written list: reading their ids in order is cheap.
    const sorted = await db.select({ idx: notices.idx }).from(notices).orderBy(desc(notices.pinned), desc(notices.createdAt), desc(notices.idx));
    const at = sorted.findIndex((r) => r.idx === idx);
    if (at < 0) return { prev: null, next: null };
    const prev = sorted[at - 1];
    const next = sorted[at + 1];
    return { prev: prev ? { idx: prev.idx } : null, next: next ? { idx: next.idx } : null };
  },
});

export type SupportRepository = ReturnType<typeof supportRepository>;
