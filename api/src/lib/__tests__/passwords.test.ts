import { hashPassword, verifyPassword } from '../passwords';

describe('argon2id passwords', () => {
  test('a hash is a PHC argon2id string that verifies only the same password', async () => {
    const hash = await hashPassword('Stay1234!');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]+\$[A-Za-z0-9+/]+$/);
    await expect(verifyPassword('Stay1234!', hash)).resolves.toBe(true);
    await expect(verifyPassword('Stay1234?', hash)).resolves.toBe(false);
  });

  test('two hashes of one password differ (random salt)', async () => {
    expect(await hashPassword('Stay1234!')).not.toBe(await hashPassword('Stay1234!'));
  });

  test('a malformed stored hash never verifies', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
  });
});
