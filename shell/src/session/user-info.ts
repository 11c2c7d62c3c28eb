// GET /users (SPEC §7: "the response reads name, email, type, grade, corpName"), parsed at the
// boundary (STYLE) into the session store's UserInfo.
import { apiRequest, type UserInfo } from '@stay/shared';
import * as v from 'valibot';

/** A text the server may send as null (a Kakao member without a phone): '' then. */
const text = v.nullish(v.string(), '');

export const UserInfoResponse = v.pipe(
  v.object({
    name: text,
    email: text,
    grade: v.picklist(['Bronze', 'Silver', 'Gold']),
    type: v.picklist(['N', 'C']),
    corpName: v.nullish(v.string(), null),
    phone: text,
  }),
  v.transform((u): UserInfo => ({ name: u.name, email: u.email, grade: u.grade, type: u.type, corpName: u.corpName ?? null, phone: u.phone })),
);

/**
 * The member behind the current cookies. A 401 is refreshed and retried once by apiRequest
 * (SPEC §4); alerts are suppressed because every caller decides itself what to show.
 */
export function fetchUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  return apiRequest('auth', 'GET', '/users', { schema: UserInfoResponse, suppressAlert: true, signal });
}
