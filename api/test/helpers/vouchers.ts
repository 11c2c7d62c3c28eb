// Steps the voucher / booking-read / additional-payment tests share: a paid open-date voucher or
// an additional payment written straight into the tables (as the demo seed does), and lookups.
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rawRows, type Database } from '../../src/db';
import { orderAddPays, orders } from '../../src/db/schema/orders';
import type { Plan } from './booking';

export const code = (prefix: string) => `${prefix}${crypto.randomBytes(5).toString('hex').toUpperCase()}`;

export async function userIdxOf(database: Database, email: string): Promise<number> {
  const [row] = await rawRows<{ idx: number }>(database.orm, sql`select idx from users where email = ${email}`);
  return Number(row!.idx);
}

/** A paid open-date voucher of `plan`: no dates, usable for nights `from`..`to`. */
export async function insertVoucher(database: Database, userIdx: number, plan: Plan, from: string, to: string, nights = 1) {
  const orderNum = code('ASVT');
  const voucherNum = code('VN');
  const now = new Date();
  const [row] = await database.orm
    .insert(orders)
    .values({
      orderNum,
      userIdx,
      productIdx: plan.productIdx,
      roomIdx: plan.roomIdx,
      ratePlanIdx: plan.ratePlanIdx,
      orderType: nights > 1 ? 'OC' : 'OO',
      checkInDate: null,
      checkOutDate: null,
      nights,
      rooms: 1,
      adults: 2,
      guestName: '김민지',
      guestTel: '01012345678',
      guestEmail: 'guest@example.com',
      status: 'confirm',
      holdState: 'SOLD',
      holdExpiresAt: now,
      originalAmount: 100_000,
      saleAmount: 100_000,
      discountedAmount: 0,
      totalAmount: 100_000,
      cancelFreeDate: to,
      userTypeAtOrder: 'N',
      userGradeAtOrder: 'Bronze',
      voucherNum,
      stayStartDate: from,
      stayEndDate: to,
    })
    .returning();
  return row!;
}

export async function insertAddPay(database: Database, orderIdx: number, amount = 30_000) {
  const [row] = await database.orm.insert(orderAddPays).values({ orderIdx, titleKo: '엑스트라 베드 추가', titleEn: 'Extra bed', titleJa: 'エキストラベッド追加', amount }).returning();
  return row!;
}

export async function countOf(database: Database, query: ReturnType<typeof sql>): Promise<number> {
  return Number((await rawRows<{ n: number }>(database.orm, query))[0]!.n);
}
