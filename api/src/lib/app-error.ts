import { CODES, type Code } from './codes';
import type { Locale, Texts } from './locale';

export interface FieldIssue {
  field: string;
  /** A key of FIELD_MESSAGES (lib/field-messages.ts), localised by the error handler. */
  rule: string;
}

/**
 * The one error type route code throws. The error handler turns it into
 * `{result: 'FAIL', data: {code, message, ...extra}}` with `status`.
 */
export class AppError extends Error {
  readonly code: Code;
  readonly statusCode: number;
  readonly params: Record<string, string | number>;
  readonly extra: Record<string, unknown>;
  readonly issues: FieldIssue[];

  constructor(
    code: Code,
    options: { status?: number; params?: Record<string, string | number>; extra?: Record<string, unknown>; issues?: FieldIssue[] } = {},
  ) {
    super(String(code));
    this.name = 'AppError';
    this.code = code;
    this.statusCode = options.status ?? CODES[code].status;
    this.params = options.params ?? {};
    this.extra = options.extra ?? {};
    this.issues = options.issues ?? [];
  }
}

export const fail = (code: Code, options?: ConstructorParameters<typeof AppError>[1]): AppError => new AppError(code, options);

/**
 * A module's own failures (booking, coupons, cancellation, suppliers, vouchers): each code has a
 * text per language and an HTTP status; the answer is FAIL {code, message, ...extra}. `codeOf`
 * lets a module answer with another module's code (a declined additional payment says
 * PAYMENT_DECLINED like the booking's).
 */
export function failureCatalog<C extends string>(
  texts: Record<C, Texts>,
  statuses: Record<C, number>,
  codeOf: Partial<Record<C, string>> = {},
): (code: C, locale: Locale, extra?: Record<string, unknown>) => AppError {
  return (code, locale, extra = {}) =>
    new AppError(statuses[code] === 404 ? 'NOT_FOUND' : 'BAD_REQUEST', { status: statuses[code], extra: { code: codeOf[code] ?? code, message: texts[code][locale], ...extra } });
}
