import * as v from 'valibot';
import { CORPORATION_CODE, EMAIL, isPhone, normalizeDest, PASSWORD, PHONE, USER_NAME } from '../fields';

const ok = (schema: v.GenericSchema, value: unknown) => v.safeParse(schema, value).success;

// The rules come from @stay/shared/validation; these pin what the server accepts.
describe('SPEC §5 field patterns', () => {
  test('PASSWORD: 6-16 of letters, digits and ~!@#$%^&-_*()+|= with one of each kind', () => {
    for (const good of ['Stay1234!', 'a1~bcd', 'Abcdefghijklmn1=']) expect(ok(PASSWORD, good)).toBe(true);
    for (const bad of ['abcdef', 'abc123', 'abc!!!', '123!!!', 'a1!', 'Abcdefghijklmno1=', 'Stay 1234!', "Stay1234'"]) expect(ok(PASSWORD, bad)).toBe(false);
  });

  test('PHONE: 010 + 8 digits, or 011/016/017/018/019 + 7 or 8 digits, written any usual way', () => {
    for (const good of ['01012345678', '0111234567', '01912345678', '010-1234-5678', '+82 10 1234 5678']) expect(ok(PHONE, good)).toBe(true);
    for (const bad of ['0101234567', '01212345678', '+8221234567', '010123456789', '010-1234-567']) expect(ok(PHONE, bad)).toBe(false);
    expect(isPhone('010-1234-5678')).toBe(true);
    expect(normalizeDest(' +82 10-1234-5678 ')).toBe('01012345678');
  });

  test('EMAIL is trimmed and lower-cased', () => {
    expect(v.parse(EMAIL, '  Gold@AwesomeStay.KR ')).toBe('gold@awesomestay.kr');
    expect(ok(EMAIL, 'no-at-sign')).toBe(false);
  });

  test('USER_NAME: Korean or English letters only; CORPORATION_CODE: 4-20 upper-case letters and digits', () => {
    expect(ok(USER_NAME, '홍길동')).toBe(true);
    expect(ok(USER_NAME, 'Gildong')).toBe(true);
    expect(ok(USER_NAME, '가'.repeat(31))).toBe(false);
    expect(ok(USER_NAME, 'Hong1')).toBe(false);
    expect(ok(CORPORATION_CODE, 'ABC1')).toBe(true);
    expect(ok(CORPORATION_CODE, 'abc1')).toBe(false);
    expect(ok(CORPORATION_CODE, 'ABC')).toBe(false);
  });
});
