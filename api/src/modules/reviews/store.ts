// All review SQL of a member's own reviews (routes/my-reviews.ts). A review and the stay's
// figures (count, score, star histogram on `properties`) change in ONE transaction, recounted from
// the reviews themselves, so the product page moves at once and never drifts.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { properties, reviews, type ReviewRow } from '../../db/schema/catalog';
import { isUniqueViolation } from '../../db/errors';

export interface ReviewInput {
  star: number;
  title: string;
  content: string;
}

async function recount(tx: Tx, propertyIdx: number): Promise<void> {
  await tx.execute(sql`
    update properties p set
      review_count = r.n, star_one = r.s1, star_two = r.s2, star_three = r.s3, star_four = r.s4, star_five = r.s5,
      review_score = case when r.n > 0 then round(r.total::numeric / r.n * 20) else 0 end
    from (
      select count(*)::int as n, coalesce(sum(star), 0)::int as total,
        count(*) filter (where star = 1)::int as s1, count(*) filter (where star = 2)::int as s2, count(*) filter (where star = 3)::int as s3,
        count(*) filter (where star = 4)::int as s4, count(*) filter (where star = 5)::int as s5
      from reviews where property_idx = ${propertyIdx}
    ) r
    where p.idx = ${propertyIdx}`);
}

export const reviewStore = (db: Db) => ({
  async ofOrder(orderIdx: number): Promise<ReviewRow | null> {
    const [row] = await db.select().from(reviews).where(eq(reviews.orderIdx, orderIdx)).limit(1);
    return row ?? null;
  },

  /** Which of these orders have a review (the booking list's `reviewed`). */
  async reviewedOrders(orderIdxs: readonly number[]): Promise<Set<number>> {
    if (orderIdxs.length === 0) return new Set();
    const rows = await db.select({ orderIdx: reviews.orderIdx }).from(reviews).where(inArray(reviews.orderIdx, [...orderIdxs]));
    return new Set(rows.map((r) => r.orderIdx!));
  },

  /** Null when the order already has one (a twin request won). */
  async create(row: typeof reviews.$inferInsert): Promise<ReviewRow | null> {
    try {
      return await db.transaction(async (tx) => {
        const [created] = await tx.insert(reviews).values(row).returning();
        await recount(tx, row.propertyIdx);
        return created!;
      });
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  },

  /** Edits only while `editableFrom` is before its creation + 48 h (checked again in the UPDATE). */
  async edit(idx: number, userIdx: number, input: ReviewInput, lockedBefore: Date, now: Date): Promise<ReviewRow | null> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(reviews)
        .set({ ...input, updatedAt: now })
        .where(and(eq(reviews.idx, idx), eq(reviews.userIdx, userIdx), sql`${reviews.createdAt} > ${lockedBefore.toISOString()}`))
        .returning();
      if (row) await recount(tx, row.propertyIdx);
      return row ?? null;
    });
  },

  async property(idx: number) {
    const [row] = await db.select({ nameKo: properties.nameKo, nameEn: properties.nameEn, nameJa: properties.nameJa }).from(properties).where(eq(properties.idx, idx)).limit(1);
    return row ?? null;
  },
});
