import crypto from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database';
import { authSessions, refreshTokens, type SessionMethod } from '../../../db/schema/auth';
import { users } from '../../../db/schema/users';
import { addSeconds } from '../../../lib/clock';
import { randomToken, sha256 } from '../../../lib/secrets';

export type RotateResult =
  | { status: 'ok'; userIdx: number; sessionId: string; refreshToken: string }
  | { status: 'invalid'; revokeReason?: string | null }
  | { status: 'expired' | 'reuse' | 'race' };

export const sessionsRepository = (db: Db) => ({
  /** Starts a refresh-token family and returns its first token (only the hash is stored). */
  async start(
    input: { userIdx: number; method: SessionMethod; ip?: string; userAgent?: string },
    now: Date,
    ttlSeconds: number,
    tx: Tx = db,
  ): Promise<{ sessionId: string; refreshToken: string }> {
    const sessionId = crypto.randomUUID();
    await tx.insert(authSessions).values({
      id: sessionId,
      userIdx: input.userIdx,
      method: input.method,
      ip: input.ip ?? null,
      userAgent: input.userAgent?.slice(0, 400) ?? null,
      createdAt: now,
    });
    const refreshToken = randomToken();
    await tx.insert(refreshTokens).values({ sessionId, tokenHash: sha256(refreshToken), createdAt: now, expiresAt: addSeconds(now, ttlSeconds) });
    return { sessionId, refreshToken };
  },

  /**
   * Exchanges a refresh token for a new one of the same family. A token that was already
   * exchanged is reuse: someone holds a copy, so the whole family is revoked (SPEC §8 code -3).
   */
  /**
   * Exchanges a refresh token for a new one. Presenting a rotated token again is reuse and revokes
   * the family, except within `graceSeconds` of its rotation: that is the concurrent twin of the
   * exchange that won (two tabs or an app refreshing at once), answered 'race' and left alive.
   */
  async rotate(rawToken: string, now: Date, ttlSeconds: number, graceSeconds = 0): Promise<RotateResult> {
    return db.transaction(async (tx) => {
      const [found] = await tx
        .select({ token: refreshTokens, session: authSessions })
        .from(refreshTokens)
        .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, sha256(rawToken)))
        .limit(1);
      if (!found || found.session.revokedAt) return { status: 'invalid' as const, revokeReason: found?.session.revokeReason ?? null };
      const revoke = () =>
        tx.update(authSessions).set({ revokedAt: now, revokeReason: 'REUSE' }).where(eq(authSessions.id, found.session.id));
      const inGrace = (at: Date) => now.getTime() - at.getTime() < graceSeconds * 1000;
      if (found.token.rotatedAt) {
        if (inGrace(found.token.rotatedAt)) return { status: 'race' as const };
        await revoke();
        return { status: 'reuse' as const };
      }
      if (found.token.expiresAt <= now) return { status: 'expired' as const };
      // Conditional update: of two concurrent exchanges exactly one wins; the other is reuse.
      const claimed = await tx
        .update(refreshTokens)
        .set({ rotatedAt: now })
        .where(and(eq(refreshTokens.idx, found.token.idx), isNull(refreshTokens.rotatedAt)))
        .returning({ idx: refreshTokens.idx });
      if (claimed.length === 0) {
        // Lost to an exchange running at this very moment.
        if (graceSeconds > 0) return { status: 'race' as const };
        await revoke();
        return { status: 'reuse' as const };
      }
      const refreshToken = randomToken();
      await tx
        .insert(refreshTokens)
        .values({ sessionId: found.session.id, tokenHash: sha256(refreshToken), createdAt: now, expiresAt: addSeconds(now, ttlSeconds) });
      await tx.update(authSessions).set({ lastRefreshedAt: now }).where(eq(authSessions.id, found.session.id));
      return { status: 'ok' as const, userIdx: found.session.userIdx, sessionId: found.session.id, refreshToken };
    });
  },

  async sessionOfRefreshToken(rawToken: string): Promise<string | undefined> {
    const [row] = await db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(rawToken)))
      .limit(1);
    return row?.sessionId;
  },

  async revoke(sessionId: string, reason: string, now: Date, tx: Tx = db): Promise<void> {
    await tx
      .update(authSessions)
      .set({ revokedAt: now, revokeReason: reason })
      .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
  },

  /** Ends every session of the member, except `keep` (the device that asked, when given). */
  async revokeAllOfUser(userIdx: number, reason: string, now: Date, tx: Tx = db, keep?: string): Promise<void> {
    const others = keep ? ne(authSessions.id, keep) : undefined;
    await tx
      .update(authSessions)
      .set({ revokedAt: now, revokeReason: reason })
      .where(and(eq(authSessions.userIdx, userIdx), isNull(authSessions.revokedAt), others));
  },

  /** Why a session ended (null: it did not, or no such session). */
  async revokeReason(sessionId: string): Promise<string | null> {
    const [row] = await db.select({ reason: authSessions.revokeReason }).from(authSessions).where(eq(authSessions.id, sessionId)).limit(1);
    return row?.reason ?? null;
  },

  /** Is this access token's family still alive and its member still a member? */
  async isLive(sessionId: string, userIdx: number): Promise<boolean> {
    const [row] = await db
      .select({ idx: users.idx })
      .from(authSessions)
      .innerJoin(users, eq(users.idx, authSessions.userIdx))
      .where(and(eq(authSessions.id, sessionId), eq(authSessions.userIdx, userIdx), isNull(authSessions.revokedAt), eq(users.status, 'ACTIVE')))
      .limit(1);
    return row !== undefined;
  },
});

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
