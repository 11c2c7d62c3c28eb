// SPEC §4: with the remember-me marker, user info is kept ENCRYPTED in a cookie for 24 hours.
import { loadRememberedUser, REMEMBER_TTL_MS, saveRememberedUser, setRememberKeyStore } from '../remembered-user';
import { clearCookies, cookieValue, installWebCrypto, member, memoryKeyStore, setCookie } from './fakes';

beforeAll(installWebCrypto);
beforeEach(() => {
  clearCookies();
  setRememberKeyStore(memoryKeyStore());
});
afterEach(() => jest.useRealTimers());

describe('remembered user info', () => {
  it('round-trips through an encrypted cookie that does not show the data', async () => {
    expect(await saveRememberedUser(member)).toBe(true);
    const raw = cookieValue('stay_user') ?? '';
    expect(raw).not.toBe('');
    const decoded = decodeURIComponent(raw);
    expect(decoded).not.toContain('bronze');
    expect(atob(decoded.replace(/-/g, '+').replace(/_/g, '/'))).not.toContain('bronze@awesomestay.kr');
    const loaded = await loadRememberedUser();
    expect(loaded?.user).toEqual(member);
    expect(loaded!.expiresAt - Date.now()).toBeGreaterThan(REMEMBER_TTL_MS - 5000);
  });

  it('rejects and forgets a tampered cookie', async () => {
    await saveRememberedUser(member);
    const raw = decodeURIComponent(cookieValue('stay_user')!);
    const flipped = raw.slice(0, 20) + (raw[20] === 'A' ? 'B' : 'A') + raw.slice(21);
    setCookie('stay_user', flipped);
    expect(await loadRememberedUser()).toBeNull();
    expect(cookieValue('stay_user')).toBeUndefined();
  });

  it('cannot be read with another browser key', async () => {
    await saveRememberedUser(member);
    setRememberKeyStore(memoryKeyStore());
    expect(await loadRememberedUser()).toBeNull();
  });

  it('is not trusted after 24 hours', async () => {
    await saveRememberedUser(member, Date.now() + 1000);
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + 2000);
    expect(await loadRememberedUser()).toBeNull();
    jest.restoreAllMocks();
  });

  it('stores nothing where there is no key store (no IndexedDB)', async () => {
    setRememberKeyStore(undefined);
    expect(await saveRememberedUser(member)).toBe(false);
    expect(cookieValue('stay_user')).toBeUndefined();
  });
});
