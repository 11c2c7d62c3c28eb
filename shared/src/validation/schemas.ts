// SPEC §5 field rules as valibot schemas, shared by forms and the API server (framework-free).
// Messages are i18n keys (messages.ts); translate them with `translate(issue.message)`.
import * as v from 'valibot';
import { VALIDATION_MESSAGES as M } from './messages';
import {
  CORPORATION_CODE_PATTERN,
  GLOBAL_TEL_PATTERN,
  GLOBAL_USER_NAME_PATTERN,
  NUMBER_PATTERN,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
  USER_NAME_PATTERN,
  phoneDigits,
  telDigits,
} from './patterns';

/** A string that must not be empty after trimming; the 'required' message otherwise. */
export const REQUIRED = v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required));

const field = (pattern: RegExp, message: string) => v.pipe(REQUIRED, v.regex(pattern, message));

export const EMAIL = v.pipe(REQUIRED, v.email(M.email));
export const PASSWORD = v.pipe(v.string(M.required), v.nonEmpty(M.required), v.regex(PASSWORD_PATTERN, M.password));
export const USER_NAME = field(USER_NAME_PATTERN, M.userName);
/** A Korean mobile number written any usual way; its output is the digits (what is stored). */
export const PHONE = v.pipe(REQUIRED, v.transform(phoneDigits), v.regex(PHONE_PATTERN, M.phone));
export const GLOBAL_USER_NAME = field(GLOBAL_USER_NAME_PATTERN, M.globalUserName);
/** A number without its country code, separators allowed; its output is the digits. */
export const GLOBAL_TEL = v.pipe(REQUIRED, v.transform(telDigits), v.regex(GLOBAL_TEL_PATTERN, M.globalTel));
export const NUMBER = field(NUMBER_PATTERN, M.number);
export const CORPORATION_CODE = field(CORPORATION_CODE_PATTERN, M.corporationCode);

/** Password plus its confirmation; a mismatch is reported on `passwordConfirm` as 'values differ'. */
export const PASSWORD_WITH_CONFIRM = v.pipe(
  v.object({ password: PASSWORD, passwordConfirm: v.pipe(v.string(M.required), v.nonEmpty(M.required)) }),
  v.forward(
    v.partialCheck(
      [['password'], ['passwordConfirm']],
      (input) => input.password === input.passwordConfirm,
      M.mismatch,
    ),
    ['passwordConfirm'],
  ),
);

/** The first message key per field, e.g. { email: 'validation.email' }, or {} when valid. */
export function fieldErrors(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const nested = v.flatten(result.issues).nested ?? {};
  const errors: Record<string, string> = {};
  for (const [path, messages] of Object.entries(nested)) {
    const first = messages?.[0];
    if (first) errors[path] = first;
  }
  return errors;
}

/** The first message key of a single-field schema, or undefined when valid. */
export function fieldError(schema: v.GenericSchema, input: unknown): string | undefined {
  const result = v.safeParse(schema, input, { abortEarly: true });
  return result.success ? undefined : result.issues[0].message;
}
