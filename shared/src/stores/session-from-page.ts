// The member behind a page's cookies, when their info came with the page: the site server
// reads GET /users for a visitor with a session while it draws the page (the shell's server entry
// declares that read), draws the page as that member (their member prices), and sends the answer
// with it. The browser starts its session store from the same answer before it hydrates, so both
// draw the same; the shell's app-load check (SPEC §4) is then answered from the page, once.
import * as v from 'valibot';
import { buildApiUrl, pageAnswer } from '../api-client/api-request';
import type { FirstViewRequest } from '../mf/contract';
import { sessionStore, type UserInfo } from './session';

/** A text the server may send as null (a Kakao member without a phone): '' then. */
const text = v.nullish(v.string(), '');

/** GET /users (SPEC §7: "the response reads name, email, type, grade, corpName"), parsed at the boundary. */
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

export const USER_INFO_PATH = '/users';

/** The read a drawn page makes for a visitor with a session. */
export const userInfoRead = (): FirstViewRequest => ({ method: 'GET', url: buildApiUrl('auth', USER_INFO_PATH) });

/** Starts the session store as the member whose info came with the page; false when none did. */
export function sessionFromPage(): boolean {
  const user = pageAnswer('auth', USER_INFO_PATH, UserInfoResponse);
  if (user) sessionStore.getState().setUser(user);
  return user !== undefined;
}
