// Route schemas are valibot schemas (DESIGN §3: the same schemas the forms use). Fastify calls
// this compiler once per route part; a failed parse becomes INVALID_INPUT with per-field rules.
import fp from 'fastify-plugin';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';
import * as v from 'valibot';
import { AppError, type FieldIssue } from '../lib/app-error';
import type { FieldRule } from '../lib/field-messages';
import { FIELD_MESSAGES } from '../lib/field-messages';

type AnySchema = v.GenericSchema;

const isValibot = (schema: unknown): schema is AnySchema =>
  typeof schema === 'object' && schema !== null && '~run' in schema && 'kind' in schema;

/** Shared schema message keys (@stay/shared/validation/messages) -> our rule names. */
const SHARED_RULES: Record<string, FieldRule> = {
  'validation.email': 'EMAIL',
  'validation.password': 'PASSWORD',
  'validation.userName': 'USER_NAME',
  'validation.phone': 'PHONE',
  'validation.globalUserName': 'GLOBAL_USER_NAME',
  'validation.globalTel': 'GLOBAL_TEL',
  'validation.telCountryMismatch': 'GLOBAL_TEL_COUNTRY',
  'validation.number': 'NUMBER',
  'validation.corporationCode': 'CORPORATION_CODE',
  'validation.required': 'REQUIRED',
};

function toFieldIssue(issue: v.BaseIssue<unknown>, part: string): FieldIssue {
  const keys = (issue.path ?? []).map((item) => String(item.key));
  const field = keys.length > 0 ? keys.join('.') : part;
  // Shape problems first: whatever message a schema carries, these say what really went wrong.
  if (issue.kind === 'schema') {
    if (issue.expected === 'never') return { field, rule: 'UNKNOWN_FIELD' };
    if (issue.input === undefined) return { field, rule: 'REQUIRED' };
    if (keys.length === 0 && part === 'body') return { field, rule: 'BODY_OBJECT' };
    if (issue.type !== 'picklist' && issue.type !== 'literal') return { field, rule: 'TYPE' };
  }
  const rule = issue.message.startsWith('msg:') ? issue.message.slice(4) : SHARED_RULES[issue.message];
  if (rule && rule in FIELD_MESSAGES) return { field, rule: rule as FieldRule };
  return { field, rule: 'INVALID' };
}

export const valibotCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url, httpPart }) => {
  if (!isValibot(schema)) throw new Error(`${method} ${url}: the ${httpPart ?? ''} schema must be a valibot schema`);
  const part = httpPart === 'querystring' ? 'query' : (httpPart ?? 'body');
  return (data: unknown) => {
    const result = v.safeParse(schema, data);
    if (result.success) return { value: result.output };
    const issues = result.issues.map((issue) => toFieldIssue(issue, part));
    return { error: new AppError('INVALID_INPUT', { issues }) };
  };
};

/** Strict empty object: a route that takes no query / body rejects anything sent to it. */
export const NO_QUERY = v.strictObject({});
export const NO_BODY = v.nullish(v.strictObject({}));

/**
 * Every API route gets a schema for each part it can receive, so unknown fields are refused
 * everywhere (bad input is always a 400), not only where someone remembered to declare one.
 */
/** The path of the first string holding a NUL character (PostgreSQL text cannot hold one), or null. */
export function nulPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = nulPath(inner, [...path, key]);
    if (found) return found;
  }
  return null;
}

export const valibotPlugin = fp(async (app) => {
  app.setValidatorCompiler(valibotCompiler);
  // A NUL byte anywhere in the input (`?dest=%00`) is bad input, never a database error.
  app.addHook('preValidation', async (request) => {
    for (const [part, data] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
      const found = nulPath(data);
      if (found) throw new AppError('INVALID_INPUT', { issues: [{ field: found.join('.') || part, rule: 'INVALID' }] });
    }
  });
  app.addHook('onRoute', (route) => {
    const schema: FastifySchema = (route.schema ??= {});
    schema.querystring ??= NO_QUERY;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((m) => !['GET', 'HEAD', 'OPTIONS'].includes(m))) schema.body ??= NO_BODY;
  });
});
