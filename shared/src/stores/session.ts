// The session store (SPEC §3 User info, §4 Session). Framework-free (zustand/vanilla); the React
// hook is in use-session.ts. Tokens are cookies and never live here.
import { createStore } from 'zustand/vanilla';
import { bus } from '../events/event-bus';

export type Grade = 'Bronze' | 'Silver' | 'Gold';
/** N normal, C corporate. */
export type MemberType = 'N' | 'C';

export interface UserInfo {
  name: string;
  email: string;
  grade: Grade;
  type: MemberType;
  corpName: string | null;
  phone: string;
}

export interface SessionState {
  user: UserInfo | null;
  isLoggedIn: boolean;
  /** Marks the session logged in with this user. */
  setUser(user: UserInfo): void;
  /** Updates fields of the logged-in user (after a member-info edit). */
  patchUser(patch: Partial<UserInfo>): void;
  /** Back to the initial state: logged out (SPEC §4). */
  reset(): void;
}

type SessionData = Pick<SessionState, 'user' | 'isLoggedIn'>;

const initial: SessionData = { user: null, isLoggedIn: false };

export const sessionStore = createStore<SessionState>()((set) => ({
  ...initial,
  setUser: (user) => set({ user, isLoggedIn: true }),
  patchUser: (patch) => set((s) => (s.user ? { user: { ...s.user, ...patch } } : s)),
  reset: () => set(initial),
}));

// Other remotes learn about log-in and log-out through the bus as well as the store.
sessionStore.subscribe((state, previous) => {
  if (state.isLoggedIn !== previous.isLoggedIn) bus.emit('session:changed', { loggedIn: state.isLoggedIn });
});

/** SPEC §3: logged in, not corporate, grade Silver or Gold. */
export function isAwesomeMember(state: SessionData): boolean {
  const user = state.user;
  return state.isLoggedIn && user !== null && user.type !== 'C' && (user.grade === 'Silver' || user.grade === 'Gold');
}

/** SPEC §3: logged in and type C. */
export function isCorporationMember(state: SessionData): boolean {
  return state.isLoggedIn && state.user?.type === 'C';
}
