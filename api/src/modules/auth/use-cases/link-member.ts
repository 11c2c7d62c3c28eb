// Turns a provider profile into a member: the linked member if there is one; else the member
// owning the same e-mail when the provider says it verified it; else, only with the newcomer's
// consents (terms, privacy, age 14 and over, as an e-mail sign-up gives them), a new member (type
// N, Bronze, no password). Null: a new member is needed and no consent was given yet. Returns
// whether the member was created (SPEC §4 login kind CREATE).
import type { FastifyInstance } from 'fastify';
import type { UserMeta } from '../../../db/schema/users';
import { isEmail } from '../../../lib/fields';
import type { ProviderProfile } from '../adapters/kakao-client';
import { reposOf } from '../stores';

export async function memberForProfile(app: FastifyInstance, profile: ProviderProfile, consents?: UserMeta): Promise<{ userIdx: number; created: boolean } | null> {
  const { clock } = app;
  const repos = reposOf(app.database.orm);
  const now = clock();
  return app.database.orm.transaction(async (tx) => {
    const linked = await repos.oauth.findLinkedUser('kakao', profile.id, tx);
    if (linked !== undefined && (await repos.users.findActive(linked, tx))) return { userIdx: linked, created: false };
    const email = profile.email && isEmail(profile.email) ? profile.email : null;
    if (email && profile.emailVerified) {
      const owner = await repos.users.findActiveByEmail(email, tx);
      if (owner) {
        await repos.oauth.link(owner.idx, 'kakao', profile.id, email, now, tx);
        return { userIdx: owner.idx, created: false };
      }
    }
    if (!consents) return null;
    const usable = email && profile.emailVerified && !(await repos.users.emailTaken(email, tx)) ? email : null;
    // A yes is dated; a no is not a consent, so it has no date to show.
    const userMeta = consents.marketingAgree === true ? { ...consents, marketingAgreedAt: now.toISOString() } : consents;
    const user = await repos.users.create(
      { email: usable, pwdHash: null, name: profile.nickname, phone: null, emailVerifiedAt: usable ? now : null, userMeta },
      tx,
    );
    await repos.oauth.link(user.idx, 'kakao', profile.id, email, now, tx);
    return { userIdx: user.idx, created: true };
  });
}
