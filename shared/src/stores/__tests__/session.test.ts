import { bus } from '../../events/event-bus';
import { isAwesomeMember, isCorporationMember, sessionStore, type UserInfo } from '../session';

const user = (over: Partial<UserInfo> = {}): UserInfo => ({
  name: '김하늘',
  email: 'sky@example.com',
  grade: 'Bronze',
  type: 'N',
  corpName: null,
  phone: '01012345678',
  ...over,
});

afterEach(() => {
  sessionStore.getState().reset();
  bus.clear();
});

describe('derived member flags (SPEC §3)', () => {
  it.each([
    ['Bronze', 'N', false],
    ['Silver', 'N', true],
    ['Gold', 'N', true],
    ['Gold', 'C', false],
    ['Silver', 'C', false],
  ] as const)('%s %s member: awesome = %s', (grade, type, expected) => {
    expect(isAwesomeMember({ isLoggedIn: true, user: user({ grade, type }) })).toBe(expected);
  });

  it('is never awesome or corporate when logged out', () => {
    const u = user({ grade: 'Gold', type: 'C' });
    expect(isAwesomeMember({ isLoggedIn: false, user: u })).toBe(false);
    expect(isCorporationMember({ isLoggedIn: false, user: u })).toBe(false);
  });

  it('is a corporation member when logged in with type C', () => {
    expect(isCorporationMember({ isLoggedIn: true, user: user({ type: 'C', corpName: 'ACME' }) })).toBe(true);
    expect(isCorporationMember({ isLoggedIn: true, user: user({ type: 'N' }) })).toBe(false);
  });
});

describe('sessionStore', () => {
  it('starts logged out, logs in with setUser and resets to logged out', () => {
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: false, user: null });
    sessionStore.getState().setUser(user());
    expect(sessionStore.getState().isLoggedIn).toBe(true);
    sessionStore.getState().reset();
    expect(sessionStore.getState()).toMatchObject({ isLoggedIn: false, user: null });
  });

  it('tells the bus when the login state changes, and only then', () => {
    const seen: boolean[] = [];
    bus.on('session:changed', (e) => seen.push(e.loggedIn));
    sessionStore.getState().setUser(user());
    sessionStore.getState().patchUser({ grade: 'Gold' });
    sessionStore.getState().reset();
    expect(seen).toEqual([true, false]);
  });
});
