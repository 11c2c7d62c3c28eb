import { safeReturnPath } from '../return-path';

describe('safeReturnPath', () => {
  test.each([
    ['/mypage', '/mypage'],
    ['/products/12?checkIn=2025-01-01#rooms', '/products/12?checkIn=2025-01-01#rooms'],
    ['/en/search?q=seoul', '/en/search?q=seoul'],
  ])('keeps a path on this site: %s', (input, expected) => {
    expect(safeReturnPath(input)).toBe(expected);
  });

  test.each([
    undefined,
    '',
    'mypage',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/login',
    '/login?returnTo=/x',
    '/en/login',
    '/ja/login/',
    '/\r\nSet-Cookie: x=1',
    '/\u0000',
    `/${'a'.repeat(600)}`,
  ])('falls back to / for %p', (input) => {
    expect(safeReturnPath(input)).toBe('/');
  });
});
