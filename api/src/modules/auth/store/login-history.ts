import { inArray, lt } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { loginHistory } from '../../../db/schema/login-history';

export interface LoginEvent {
  userIdx: number | null;
  method: 'EMAIL' | 'KAKAO' | 'SIGNUP' | 'CLIENT';
  success: boolean;
  reason?: 'PASSWORD' | 'LOCKED' | 'NO_USER';
  ip?: string;
  userAgent?: string;
}

export const loginHistoryRepository = (db: Tx) => ({
  async record(event: LoginEvent, now: Date, tx: Tx = db): Promise<void> {
    await tx.insert(loginHistory).values({
      userIdx: event.userIdx,
      method: event.method,
      success: event.success,
      reason: event.reason ?? null,
      ip: event.ip ?? null,
      userAgent: event.userAgent?.slice(0, 400) ?? null,
      createdAt: now,
    });
  },

  /** Deletes up to `batch` records made before `before`; how many went. */
  async deleteMadeBefore(before: Date, batch: number, tx: Tx = db): Promise<number> {
    const oldest = tx.select({ idx: loginHistory.idx }).from(loginHistory).where(lt(loginHistory.createdAt, before)).limit(batch);
    const gone = await tx.delete(loginHistory).where(inArray(loginHistory.idx, oldest)).returning({ idx: loginHistory.idx });
    return gone.length;
  },
});

export type LoginHistoryRepository = ReturnType<typeof loginHistoryRepository>;
