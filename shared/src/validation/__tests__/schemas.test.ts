import * as v from 'valibot';
import { i18n, initI18n, loadLanguage } from '../../i18n/i18n';
import { VALIDATION_MESSAGES as M } from '../messages';
import {
  CORPORATION_CODE,
  EMAIL,
  fieldError,
  fieldErrors,
  GLOBAL_TEL,
  GLOBAL_USER_NAME,
  NUMBER,
  PASSWORD,
  PASSWORD_WITH_CONFIRM,
  PHONE,
  REQUIRED,
  USER_NAME,
} from '../schemas';
import { formatPhone, phoneDigits } from '../patterns';

const ok = (schema: v.GenericSchema, values: string[]) => values.forEach((x) => expect([x, fieldError(schema, x)]).toEqual([x, undefined]));
const bad = (schema: v.GenericSchema, values: string[], key: string) => values.forEach((x) => expect([x, fieldError(schema, x)]).toEqual([x, key]));

describe('SPEC §5 field patterns', () => {
  it('EMAIL', () => {
    ok(EMAIL, ['hello@example.com', 'a.b+c@stay.co.kr']);
    bad(EMAIL, ['hello', 'a@', '@b.com', 'a b@c.com'], M.email);
    bad(EMAIL, ['', '   '], M.required);
  });

  it('PASSWORD: 6-16 of letters, digits and ~!@#$%^&-_*()+|=, with one of each kind', () => {
    ok(PASSWORD, ['abc12!', 'Stay2030~', 'a1-b2_c3=d4|e5+f', 'x1(y)z']);
    bad(PASSWORD, ['ab1!', 'abcdefghijklmn1!x', 'abcdef!', '123456!', 'abc123', 'abc12!?', 'abc 12!', '비번abc1!'], M.password);
  });

  it('USER_NAME: Korean or English letters only', () => {
    ok(USER_NAME, ['홍길동', 'Hong', 'Kim하늘']);
    bad(USER_NAME, ['홍길동1', 'Hong!', 'ㅎㄱㄷ', 'John Smith'], M.userName);
  });

  it('PHONE: 010 + 8 digits, or 011/016/017/018/019 + 7 or 8 digits', () => {
    ok(PHONE, ['01012345678', '0111234567', '01612345678', '0171234567', '01812345678', '0191234567']);
    bad(PHONE, ['0101234567', '010123456789', '0121234567', '011123456', '010-1234-567', '+8221234567', '010-1234-5678a'], M.phone);
  });

  it('PHONE takes the usual ways of writing a number and gives its digits', () => {
    for (const written of ['010-1234-5678', '010 1234 5678', '010.1234.5678', ' 010-1234-5678 ', '+82 10-1234-5678', '+821012345678', '82-10-1234-5678', '(010) 1234-5678']) {
      expect([written, v.parse(PHONE, written)]).toEqual([written, '01012345678']);
    }
    expect(phoneDigits('011-123-4567')).toBe('0111234567');
    expect([formatPhone('01012340001'), formatPhone('0111234567'), formatPhone('12345')]).toEqual(['010-1234-0001', '011-123-4567', '12345']);
    // A Korean landline after +82 is not a mobile number: left for the rule to refuse.
    expect(phoneDigits('+82 2-123-4567')).toBe('+8221234567');
  });

  it('GLOBAL_USER_NAME: English letters and spaces', () => {
    ok(GLOBAL_USER_NAME, ['John Smith', 'MARY']);
    bad(GLOBAL_USER_NAME, ['홍길동', 'J0hn', 'O\'Neil'], M.globalUserName);
  });

  it('GLOBAL_TEL and NUMBER: digits (a number may be written with spaces and hyphens)', () => {
    ok(GLOBAL_TEL, ['819012345678', '90-1234-5678', '90 1234 5678']);
    expect(v.parse(GLOBAL_TEL, '90-1234 5678')).toBe('9012345678');
    bad(GLOBAL_TEL, ['+81 90', '12a', '--'], M.globalTel);
    ok(NUMBER, ['0', '123']);
    bad(NUMBER, ['1.5', '-1'], M.number);
  });

  it('CORPORATION_CODE: 4-20 uppercase letters and digits', () => {
    ok(CORPORATION_CODE, ['ACME', 'AB12', 'A'.repeat(20)]);
    bad(CORPORATION_CODE, ['ABC', 'acme', 'AC-ME', 'A'.repeat(21)], M.corporationCode);
  });

  it('required', () => {
    expect(fieldError(REQUIRED, '  ')).toBe(M.required);
    expect(fieldError(REQUIRED, undefined)).toBe(M.required);
    expect(fieldError(REQUIRED, 'x')).toBeUndefined();
  });

  it("password confirmation mismatch: 'values differ' on the confirmation field", () => {
    expect(fieldErrors(PASSWORD_WITH_CONFIRM, { password: 'abc12!', passwordConfirm: 'abc12?' })).toEqual({ passwordConfirm: M.mismatch });
    expect(fieldErrors(PASSWORD_WITH_CONFIRM, { password: 'abc12!', passwordConfirm: 'abc12!' })).toEqual({});
  });
});

describe('messages are i18n keys with ko, en and ja texts', () => {
  it.each(Object.values(M))('%s', (key) => {
    initI18n('ko');
    for (const lng of ['ko', 'en', 'ja'] as const) {
      loadLanguage(lng);
      expect(i18n.getResource(lng, 'common', key)).toEqual(expect.any(String));
    }
  });

  it('translates through i18next', () => {
    initI18n('en');
    expect(i18n.t(M.mismatch)).toBe('The values differ.');
  });
});
