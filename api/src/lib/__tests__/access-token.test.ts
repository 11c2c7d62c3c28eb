import { signAccessToken, verifyAccessToken } from '../access-token';

const claims = { sub: 7, sid: 'session-1', iat: 1000, exp: 1900 };

describe('access tokens', () => {
  test('a signed token verifies until it expires', () => {
    const token = signAccessToken('secret', claims);
    expect(verifyAccessToken('secret', token, 1899)).toEqual(claims);
    expect(verifyAccessToken('secret', token, 1900)).toBeNull();
  });

  test('another key or a changed payload does not verify', () => {
    const token = signAccessToken('secret', claims);
    expect(verifyAccessToken('other', token, 1000)).toBeNull();
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 1 })).toString('base64url');
    expect(verifyAccessToken('secret', `${h}.${forged}.${s}`, 1000)).toBeNull();
    expect(verifyAccessToken('secret', 'not-a-token', 1000)).toBeNull();
  });
});
