// SPEC §8: client exceptions have a name, code and message.

/** Codes the client itself raises (server codes come from the FAIL envelope). */
export const CLIENT_ERROR_CODES = {
  /** SPEC §8: any non-success that is not a proper FAIL envelope; also missing tokens. */
  INVALID_RESPONSE: -9999,
  /** SPEC §8: login expired (refresh failed or returned no tokens). */
  LOGIN_EXPIRED: -3,
  ABORTED: 'ABORTED',
  NETWORK: 'NETWORK',
  TIMEOUT: 'TIMEOUT',
} as const;

export type ClientErrorCode = number | string;

export interface ClientExceptionOptions {
  /** True when nothing was or should be shown to the user (cancelled, network, timeout). */
  ignored?: boolean;
  /** HTTP status of the response, when there was one. */
  status?: number;
  /** The FAIL envelope's data (e.g. PRICE_CHANGED's new `amount`), when the server sent one. */
  details?: Record<string, unknown>;
  cause?: unknown;
}

export class ClientException extends Error {
  override readonly name = 'ClientException';
  readonly code: ClientErrorCode;
  readonly ignored: boolean;
  readonly status: number | undefined;
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ClientErrorCode, message: string, opts: ClientExceptionOptions = {}) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.code = code;
    this.ignored = opts.ignored ?? false;
    this.status = opts.status;
    this.details = opts.details;
  }
}

export function isClientException(error: unknown): error is ClientException {
  return error instanceof ClientException;
}
