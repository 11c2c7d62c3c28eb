import { readStorage, writeStorage } from '../storage';
import { clearNavigationMemory, isRememberablePath, peekReturnUrl, pushUrlHistory, readUrlHistory, rememberReturnUrl, takeReturnUrl } from '../return-url';

beforeEach(() => localStorage.clear());

describe('storage helper', () => {
  it("logs 'value needed' and stores nothing for a missing value (SPEC §8)", () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(writeStorage('k', undefined)).toBe(false);
    expect(writeStorage('k', null)).toBe(false);
    expect(warn).toHaveBeenCalledWith('[stay]', 'value needed', 'k');
    expect(localStorage.getItem('k')).toBeNull();
    warn.mockRestore();
  });

  it('round-trips JSON and falls back on garbage', () => {
    writeStorage('k', { a: [1] });
    expect(readStorage('k', null)).toEqual({ a: [1] });
    localStorage.setItem('bad', '{');
    expect(readStorage('bad', 'fallback')).toBe('fallback');
  });
});

describe('return url (SPEC §2)', () => {
  it('never stores a login path', () => {
    expect(rememberReturnUrl('/login')).toBe(false);
    expect(rememberReturnUrl('/en/login?next=1')).toBe(false);
    expect(rememberReturnUrl('/login/email')).toBe(false);
    expect(peekReturnUrl()).toBe('/');
    expect(isRememberablePath('/loginfo')).toBe(true);
  });

  it('never stores wish, coupon, eventGiveaway or alarm actions with a numeric idx', () => {
    for (const type of ['wish', 'coupon', 'eventGiveaway', 'alarm']) {
      expect(isRememberablePath(`/products/3?type=${type}&idx=12`)).toBe(false);
    }
    expect(isRememberablePath('/products/3?type=wish&idx=abc')).toBe(true);
    expect(isRememberablePath('/products/3?type=booking&idx=12')).toBe(true);
    expect(isRememberablePath('/products/3?type=wish')).toBe(true);
  });

  it('stores the app path without locale prefix and forgets it once taken', () => {
    expect(rememberReturnUrl('/ja/mypage/coupon?tab=1')).toBe(true);
    expect(takeReturnUrl()).toBe('/mypage/coupon?tab=1');
    expect(takeReturnUrl()).toBe('/');
  });

  it('keeps a url history with the same filter, cleared at logout', () => {
    pushUrlHistory('/search?x=1');
    pushUrlHistory('/products/2?type=coupon&idx=5');
    pushUrlHistory('/faq');
    expect(readUrlHistory()).toEqual(['/faq', '/search?x=1']);
    rememberReturnUrl('/faq');
    clearNavigationMemory();
    expect(readUrlHistory()).toEqual([]);
    expect(peekReturnUrl()).toBe('/');
  });
});
