// The one error handler (STYLE "The back end"): every failure leaves as a FAIL envelope with
// data.code and a message in the request's language; 5xx detail is logged, never sent.
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HashBusyError } from '../lib/hash-gate';
import { AppError } from '../lib/app-error';
import { CODES, type Code } from '../lib/codes';
import type { FailEnvelope } from '../lib/envelope';
import { FIELD_MESSAGES } from '../lib/field-messages';
import { format, pickLocale, type Locale } from '../lib/locale';

/** Fastify's own client errors, mapped onto our codes. Input problems are all 400 (the client's mistake, never a 5xx). */
const FASTIFY_CODES: Record<string, Code> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_VALIDATION: 'INVALID_INPUT',
};

export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  // Too many password checks at once: refused fast, try again in a second (lib/hash-gate.ts).
  if (error instanceof HashBusyError) return new AppError('TOO_MANY_REQUESTS', { extra: { retryAfter: 1 } });
  const e = error as Partial<FastifyError> | null;
  const fastifyCode = e && typeof e.code === 'string' ? FASTIFY_CODES[e.code] : undefined;
  if (fastifyCode) return new AppError(fastifyCode);
  const status = typeof e?.statusCode === 'number' ? e.statusCode : 500;
  // The JSON parser's SyntaxError (bad JSON, __proto__ in the body) arrives with status 400.
  if (error instanceof SyntaxError && status === 400) return new AppError('INVALID_JSON');
  if (status === 404) return new AppError('NOT_FOUND');
  if (status === 429) return new AppError('TOO_MANY_REQUESTS');
  if (status >= 400 && status < 500) return new AppError('BAD_REQUEST', { status });
  return null;
}

export function failBody(error: AppError, locale: Locale): FailEnvelope {
  const texts = CODES[error.code];
  const issues = error.issues.map((issue) => ({
    field: issue.field,
    rule: issue.rule,
    message: format(FIELD_MESSAGES[issue.rule as keyof typeof FIELD_MESSAGES]?.[locale] ?? texts[locale], { field: issue.field }),
  }));
  const first = issues[0];
  return {
    result: 'FAIL',
    data: {
      code: error.code,
      // For bad input the first field's own rule text is the most useful thing to show.
      message: first ? first.message : format(texts[locale], error.params),
      ...(first ? { field: first.field, issues } : {}),
      ...error.extra,
    },
  };
}

export function sendFail(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  if (error.statusCode === 429 && typeof error.extra.retryAfter === 'number') {
    reply.header('retry-after', String(error.extra.retryAfter));
  }
  return reply.code(error.statusCode).type('application/json; charset=utf-8').send(failBody(error, request.locale));
}

export const errorsPlugin = fp(async (app) => {
  app.decorateRequest('locale', 'ko');
  app.addHook('onRequest', async (request, reply) => {
    request.locale = pickLocale(request.headers['accept-language']);
    reply.header('x-request-id', request.id);
  });

  app.setErrorHandler((error, request, reply) => {
    const known = toAppError(error);
    if (known) {
      if (known.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      return sendFail(request, reply, known);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendFail(request, reply, new AppError('SERVER_ERROR'));
  });

  app.setNotFoundHandler((request, reply) => sendFail(request, reply, new AppError('NOT_FOUND')));
});
