// The simulated suppliers' own ledger (table supplier_sim_bookings): their "systems", kept in the
// database so a booking survives a restart exactly as at a real wholesaler. The order number is
// the primary key: a second book call with the same number finds the first booking.
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { supplierSimBookings, type SimBookingStatus, type SupplierSimBookingRow } from '../../../db/schema/orders';

export type NewSimBooking = Omit<typeof supplierSimBookings.$inferInsert, 'bookCalls' | 'refundAmount' | 'cancelledAt' | 'createdAt' | 'updatedAt'>;

export function simLedger(db: Db) {
  const table = supplierSimBookings;
  return {
    /** The booking, with a PENDING one settled first when its time has come. */
    async find(orderNum: string, now: Date): Promise<SupplierSimBookingRow | undefined> {
      await db
        .update(table)
        .set({ status: sql`${table.finalStatus}` as unknown as SimBookingStatus, updatedAt: now })
        .where(and(eq(table.orderNum, orderNum), eq(table.status, 'PENDING'), lte(table.settleAt, now)));
      const [row] = await db.select().from(table).where(eq(table.orderNum, orderNum)).limit(1);
      return row;
    },

    /** Inserts a new booking; null when this order number is booked already (then counted as a repeat call). */
    async insertOnce(row: NewSimBooking, now: Date): Promise<SupplierSimBookingRow | null> {
      const [created] = await db
        .insert(table)
        .values({ ...row, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: table.orderNum })
        .returning();
      if (created) return created;
      await db
        .update(table)
        .set({ bookCalls: sql`${table.bookCalls} + 1` as unknown as number, updatedAt: now })
        .where(eq(table.orderNum, row.orderNum));
      return null;
    },

    /** CONFIRMED or PENDING -> CANCELLED, once; null when it was not in one of those states. */
    async cancel(orderNum: string, now: Date): Promise<SupplierSimBookingRow | null> {
      const [row] = await db
        .update(table)
        .set({ status: 'CANCELLED', finalStatus: 'CANCELLED', refundAmount: sql`${table.amount}` as unknown as number, cancelledAt: now, updatedAt: now })
        .where(and(eq(table.orderNum, orderNum), inArray(table.status, ['CONFIRMED', 'PENDING'])))
        .returning();
      return row ?? null;
    },
  };
}

export type SimLedger = ReturnType<typeof simLedger>;
