import { CODES, type Code } from './codes';

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
