// The login page's form schemas (SPEC §5), built from the shared field schemas so the forms and
// the API server check the same rules. Messages are i18n keys: 'validation.*' in the common
// namespace, 'login:*' for the page's own.
import { EMAIL, PASSWORD, PHONE_PATTERN, USER_NAME, VALIDATION_MESSAGES as M } from '@stay/shared';
import * as v from 'valibot';

/** A login only has to match what is stored, so the password is just required here. */
export const LoginSchema = v.object({
  email: EMAIL,
  password: v.pipe(v.string(M.required), v.nonEmpty(M.required)),
  remember: v.boolean(),
});
export type LoginValues = v.InferInput<typeof LoginSchema>;

export const EmailSchema = v.object({ email: EMAIL });
export type EmailValues = v.InferInput<typeof EmailSchema>;

export const CodeSchema = v.object({
  code: v.pipe(v.string(M.required), v.trim(), v.nonEmpty(M.required), v.regex(/^\d{6}$/, 'login:signup.codeFormat')),
});
export type CodeValues = v.InferInput<typeof CodeSchema>;

/** SPEC §5: name, password and its confirmation ('values differ'), optional Korean mobile. */
export const ProfileSchema = v.pipe(
  v.object({
    name: USER_NAME,
    password: PASSWORD,
    passwordConfirm: v.pipe(v.string(M.required), v.nonEmpty(M.required)),
    phone: v.pipe(
      v.string(),
      v.trim(),
      v.check((s) => s === '' || PHONE_PATTERN.test(s), M.phone),
    ),
    agree: v.pipe(v.boolean(), v.check((b) => b, 'login:signup.agreeRequired')),
    /** Optional, apart from the required consent: event and benefit news by e-mail and text. */
    marketing: v.boolean(),
  }),
  v.forward(
    v.partialCheck([['password'], ['passwordConfirm']], (input) => input.password === input.passwordConfirm, M.mismatch),
    ['passwordConfirm'],
  ),
);
export type ProfileInput = v.InferInput<typeof ProfileSchema>;
export type ProfileValues = v.InferOutput<typeof ProfileSchema>;
