// SPEC §2: the return path around /login is remembered; it is never a login path, nor a
// wish/coupon/eventGiveaway/alarm url with a numeric idx.
import { peekReturnUrl, readUrlHistory, rememberReturnUrl } from '@stay/shared';
import { startReturnPath, takeLoginDestination, trackPath } from '../return-path';
import { freshBrowser } from './fakes';

beforeEach(() => freshBrowser('/'));

describe('return url around /login', () => {
  it('remembers the page the user came from, without its locale prefix', () => {
    trackPath(null, '/en/faq?page=2');
    trackPath('/en/faq?page=2', '/en/login');
    expect(takeLoginDestination()).toBe('/faq?page=2');
  });

  it('keeps a url somebody stored on purpose (api client after -3 or 499, a remote)', () => {
    trackPath(null, '/search');
    rememberReturnUrl('/products/7');
    trackPath('/search', '/login');
    expect(peekReturnUrl()).toBe('/products/7');
  });

  it('forgets it when the login is abandoned, and on a fresh load outside /login', () => {
    trackPath(null, '/faq');
    trackPath('/faq', '/login');
    trackPath('/login', '/notice');
    expect(peekReturnUrl()).toBe('/');
    rememberReturnUrl('/mypage');
    startReturnPath('/search');
    trackPath(null, '/search');
    expect(peekReturnUrl()).toBe('/');
  });

  it('keeps it across a reload of /login itself', () => {
    rememberReturnUrl('/mypage/coupon');
    startReturnPath('/ja/login');
    trackPath(null, '/ja/login');
    expect(takeLoginDestination()).toBe('/mypage/coupon');
  });

  it('keeps what a tap made before the first page was tracked stored (a held tap made again)', () => {
    rememberReturnUrl('/cart');
    startReturnPath('/en');
    // The my-page icon, tapped before the scripts ran, acts before the shell's first effects.
    rememberReturnUrl('/mypage');
    trackPath(null, '/en');
    trackPath('/en', '/en/login');
    expect(takeLoginDestination()).toBe('/mypage');
  });

  it('never goes back to a login path', () => {
    trackPath(null, '/login');
    trackPath('/login', '/en/login?mode=signup');
    expect(rememberReturnUrl('/en/login')).toBe(false);
    expect(takeLoginDestination()).toBe('/');
  });

  it('does not return to one-shot action urls (wish, coupon, eventGiveaway, alarm with an idx)', () => {
    trackPath(null, '/products/3?type=wish&idx=12');
    trackPath('/products/3?type=wish&idx=12', '/login');
    expect(takeLoginDestination()).toBe('/');
  });

  it('keeps the url history without login paths', () => {
    trackPath(null, '/faq');
    trackPath('/faq', '/login');
    trackPath('/login', '/search');
    expect(readUrlHistory()).toEqual(['/search', '/faq']);
  });
});
