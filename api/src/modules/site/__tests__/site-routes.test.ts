import { isKnownPage, sitePath } from '../site-routes';

describe('site routes (unknown routes answer 404)', () => {
  test.each(['/', '/en', '/ja/', '/search?cityCode=SEL', '/en/search', '/themes/1', '/ja/themes/12', '/events/3', '/products/12', '/ja/products/12?checkInDate=2026-12-01', '/book/3', '/payment/result?ok=1', '/lms/ASDEMO1U', '/login', '/login/email', '/mypage', '/mypage/books', '/membership/awesome/subscribe', '/faq', '/notice/3', '/inquiries', '/policy/terms'])(
    '%s is a page',
    (url) => expect(isKnownPage(url)).toBe(true),
  );

  test.each(['/nope', '/en/nope', '/products', '/products/abc', '/products/NaN', '/products/1/2', '/themes', '/themes/abc', '/events/x', '/search/x', '/book', '/lms', '/mypagex', '/english'])(
    '%s is not a page',
    (url) => expect(isKnownPage(url)).toBe(false),
  );

  test('sitePath strips locale, query and trailing slash', () => {
    expect(sitePath('/en/products/3/?a=1#x')).toBe('/products/3');
    expect(sitePath('/ja')).toBe('/');
    expect(sitePath('/')).toBe('/');
  });
});
