// GET /users (SPEC §7), parsed at the boundary (STYLE) into the session store's UserInfo (the schema
// is shared: a drawn page's first view starts its session from the same answer, stores/session-from-page).
import { apiRequest, UserInfoResponse, USER_INFO_PATH, type UserInfo } from '@stay/shared';

/**
 * The member behind the current cookies. A 401 is refreshed and retried once by apiRequest
 * (SPEC §4); alerts are suppressed because every caller decides itself what to show.
 */
export function fetchUserInfo(signal?: AbortSignal): Promise<UserInfo> {
  return apiRequest('auth', 'GET', USER_INFO_PATH, { schema: UserInfoResponse, suppressAlert: true, signal });
}
