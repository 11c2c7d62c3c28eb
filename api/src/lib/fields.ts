// SPEC §5 field patterns as valibot schemas.
// TODO(lead): swap these for `@stay/shared/validation/...` once shared/src/validation/ exists, so
// the forms and the server use the very same schemas (DESIGN §3). Keep the `msg:<RULE>` keys.
import * as v from 'valibot';
import type { FieldRule } from './field-messages';

export const msg = (rule: FieldRule): string => `msg:${rule}`;

/** Trimmed (SPEC §5 "Text is trimmed"), non-empty string. */
const text = (max: number) => v.pipe(v.string(msg('TYPE')), v.trim(), v.nonEmpty(msg('REQUIRED')), v.maxLength(max, msg('INVALID')));

// RFC 5322 is larger than anyone's address; this is the usual "standard address pattern".
export const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
// 6-16 of letters, digits and ~!@#$%^&-_*()+|= with at least one letter, one digit, one special.
export const PASSWORD_RE = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[~!@#$%^&\-_*()+|=])[A-Za-z\d~!@#$%^&\-_*()+|=]{6,16}$/;
export const USER_NAME_RE = /^[가-힣A-Za-z]+(?: [가-힣A-Za-z]+)*$/;
// 010 + 8 digits, or 011/016/017/018/019 + 7 or 8 digits.
export const PHONE_RE = /^(?:010\d{8}|01[16789]\d{7,8})$/;
export const GLOBAL_USER_NAME_RE = /^[A-Za-z]+(?: [A-Za-z]+)*$/;
export const DIGITS_RE = /^\d+$/;
export const CORPORATION_CODE_RE = /^[A-Z0-9]{4,20}$/;
export const CERT_CODE_RE = /^\d{6}$/;
export const DEPT_NAME_RE = /^[가-힣A-Za-z0-9 .&()/-]{1,50}$/;

export const EMAIL = v.pipe(text(254), v.toLowerCase(), v.regex(EMAIL_RE, msg('EMAIL')));
export const PASSWORD = v.pipe(v.string(msg('TYPE')), v.nonEmpty(msg('REQUIRED')), v.regex(PASSWORD_RE, msg('PASSWORD')));
export const USER_NAME = v.pipe(text(30), v.regex(USER_NAME_RE, msg('USER_NAME')));
/** Hyphens are tolerated and removed: users paste 010-1234-5678. */
export const PHONE = v.pipe(text(20), v.transform((s) => s.replace(/-/g, '')), v.regex(PHONE_RE, msg('PHONE')));
export const GLOBAL_USER_NAME = v.pipe(text(50), v.regex(GLOBAL_USER_NAME_RE, msg('GLOBAL_USER_NAME')));
export const GLOBAL_TEL = v.pipe(text(15), v.regex(DIGITS_RE, msg('GLOBAL_TEL')));
/** Country calling code without '+', e.g. 82, 81, 1. */
export const COUNTRY_CALLING_CODE = v.pipe(text(5), v.transform((s) => s.replace(/^\+/, '')), v.regex(/^\d{1,4}$/, msg('NUMBER')));
export const CORPORATION_CODE = v.pipe(text(20), v.regex(CORPORATION_CODE_RE, msg('CORPORATION_CODE')));
export const CERT_CODE = v.pipe(v.string(msg('TYPE')), v.trim(), v.regex(CERT_CODE_RE, msg('CERT_CODE')));
export const DEPT_NAME = v.pipe(text(50), v.regex(DEPT_NAME_RE, msg('DEPT_NAME')));

/** Positive database ids, as JSON numbers or (path params) digit strings. */
export const ID = v.pipe(v.number(msg('TYPE')), v.integer(msg('INVALID')), v.minValue(1, msg('INVALID')), v.maxValue(2_147_483_647, msg('INVALID')));

/** Opaque refresh token: 32 random bytes, base64url. */
export const REFRESH_TOKEN = v.pipe(v.string(msg('TYPE')), v.regex(/^[A-Za-z0-9_-]{43}$/, msg('INVALID')));

export const isEmail = (s: string): boolean => EMAIL_RE.test(s);
export const isPhone = (s: string): boolean => PHONE_RE.test(s);
