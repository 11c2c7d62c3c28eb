// Request field schemas. The SPEC §5 rules come from @stay/shared/validation (the same schemas
// the forms use, DESIGN §3); the server adds what only it needs: length caps, lower-cased e-mail,
// and the server-only fields (certificate codes, ids, tokens, department names).
// Issue messages are keys: shared ones look like 'validation.email', ours 'msg:<RULE>'; the error
// handler maps both to FIELD_MESSAGES (plugins/valibot.ts).
import * as v from 'valibot';
import * as shared from '@stay/shared/validation/schemas';
import { PHONE_PATTERN, phoneDigits } from '@stay/shared/validation/patterns';
import type { FieldRule } from './field-messages';

export const msg = (rule: FieldRule): string => `msg:${rule}`;

export const EMAIL = v.pipe(shared.EMAIL, v.maxLength(254, msg('EMAIL')), v.toLowerCase());
export const PASSWORD = shared.PASSWORD;
export const USER_NAME = v.pipe(shared.USER_NAME, v.maxLength(30, msg('INVALID')));
export const PHONE = shared.PHONE;
export const GLOBAL_USER_NAME = v.pipe(shared.GLOBAL_USER_NAME, v.maxLength(50, msg('INVALID')));
export const GLOBAL_TEL = v.pipe(shared.GLOBAL_TEL, v.maxLength(15, msg('INVALID')));
export const CORPORATION_CODE = shared.CORPORATION_CODE;

/** Country calling code, e.g. 82, 81, 1 (a leading '+' is dropped). */
export const COUNTRY_CALLING_CODE = v.pipe(
  v.string(msg('TYPE')),
  v.trim(),
  v.nonEmpty(msg('REQUIRED')),
  v.transform((s) => s.replace(/^\+/, '')),
  v.regex(/^\d{1,4}$/, msg('NUMBER')),
);
export const CERT_CODE = v.pipe(v.string(msg('TYPE')), v.trim(), v.regex(/^\d{6}$/, msg('CERT_CODE')));
export const DEPT_NAME = v.pipe(v.string(msg('TYPE')), v.trim(), v.nonEmpty(msg('REQUIRED')), v.regex(/^[가-힣A-Za-z0-9 .&()/-]{1,50}$/, msg('DEPT_NAME')));

/** Positive database ids, as JSON numbers. */
export const ID = v.pipe(v.number(msg('TYPE')), v.integer(msg('INVALID')), v.minValue(1, msg('INVALID')), v.maxValue(2_147_483_647, msg('INVALID')));

/** Opaque refresh token: 32 random bytes, base64url. */
export const REFRESH_TOKEN = v.pipe(v.string(msg('TYPE')), v.regex(/^[A-Za-z0-9_-]{43}$/, msg('INVALID')));

export const isEmail = (s: string): boolean => v.is(EMAIL, s);
export const isPhone = (s: string): boolean => PHONE_PATTERN.test(phoneDigits(s));

/** E-mail lower-case, phone as its digits: the same person always gets the same `dest`. */
export function normalizeDest(dest: string): string {
  const trimmed = dest.trim();
  return trimmed.includes('@') ? trimmed.toLowerCase() : phoneDigits(trimmed);
}
