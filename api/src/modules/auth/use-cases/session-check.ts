// Whether an access token's session is still live (plugins/auth.ts asks on every authenticated
// call): a logout, a replayed refresh token, a password change or a withdrawal ends it at once.
import type { Db } from '../../../db/database';
import { memberChanged, type SessionCheck } from '../../../plugins/auth';
import { authStore } from '../store';

export function sessionCheck(db: Db): SessionCheck {
  const sessions = authStore(db).sessions;
  return async (sessionId, userIdx) => {
    if (await sessions.isLive(sessionId, userIdx)) return 'LIVE';
    // SPEC §8 499: ended by a password change or withdrawal elsewhere, not by this device.
    return memberChanged(await sessions.revokeReason(sessionId)) ? 'MEMBER_CHANGED' : 'ENDED';
  };
}
