import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { oauthStates } from '../../../db/schema/auth';
import { socialAccounts, type SocialProvider } from '../../../db/schema/users';
import { sha256 } from '../../../lib/secrets';

export const oauthRepository = (db: Tx) => ({
  async saveState(state: string, provider: string, returnTo: string, now: Date, expiresAt: Date): Promise<void> {
    await db.insert(oauthStates).values({ stateHash: sha256(state), provider, returnTo, createdAt: now, expiresAt });
  },

  /** Single use: returns the remembered return path, or undefined for an unknown / used / old state. */
  async consumeState(state: string, provider: string, now: Date): Promise<string | undefined> {
    const [row] = await db
      .update(oauthStates)
      .set({ usedAt: now })
      .where(and(eq(oauthStates.stateHash, sha256(state)), eq(oauthStates.provider, provider), isNull(oauthStates.usedAt), gt(oauthStates.expiresAt, now)))
      .returning({ returnTo: oauthStates.returnTo });
    return row?.returnTo;
  },

  async findLinkedUser(provider: SocialProvider, providerUserId: string, tx: Tx = db): Promise<number | undefined> {
    const [row] = await tx
      .select({ userIdx: socialAccounts.userIdx })
      .from(socialAccounts)
      .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.providerUserId, providerUserId)))
      .limit(1);
    return row?.userIdx;
  },

  async link(userIdx: number, provider: SocialProvider, providerUserId: string, email: string | null, now: Date, tx: Tx = db): Promise<void> {
    await tx.insert(socialAccounts).values({ userIdx, provider, providerUserId, email, linkedAt: now });
  },

  async providersOf(userIdx: number, tx: Tx = db): Promise<SocialProvider[]> {
    const rows = await tx.select({ provider: socialAccounts.provider }).from(socialAccounts).where(eq(socialAccounts.userIdx, userIdx));
    return rows.map((r) => r.provider);
  },

  /** Removes the member's link to a provider; returns how many links went. */
  async unlink(userIdx: number, provider: SocialProvider, tx: Tx = db): Promise<number> {
    const rows = await tx
      .delete(socialAccounts)
      .where(and(eq(socialAccounts.userIdx, userIdx), eq(socialAccounts.provider, provider)))
      .returning({ idx: socialAccounts.idx });
    return rows.length;
  },
});

export type OauthRepository = ReturnType<typeof oauthRepository>;
