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

function toFieldIssue(issue: v.BaseIssue<unknown>, part: string): FieldIssue {
  const keys = (issue.path ?? []).map((item) => String(item.key));
  const field = keys.length > 0 ? keys.join('.') : part;
  if (issue.message.startsWith('msg:')) {
    const rule = issue.message.slice(4);
    if (rule in FIELD_MESSAGES) return { field, rule: rule as FieldRule };
  }
  if (issue.kind === 'schema' && issue.expected === 'never') return { field, rule: 'UNKNOWN_FIELD' };
  if (issue.kind === 'schema' && issue.input === undefined) return { field, rule: 'REQUIRED' };
  if (issue.kind === 'schema' && keys.length === 0 && part === 'body') return { field, rule: 'BODY_OBJECT' };
  return { field, rule: issue.kind === 'schema' ? 'TYPE' : 'INVALID' };
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
 * everywhere (issue 3 "Bad input"), not only where someone remembered to declare one.
 */
export const valibotPlugin = fp(async (app) => {
  app.setValidatorCompiler(valibotCompiler);
  app.addHook('onRoute', (route) => {
    const schema: FastifySchema = (route.schema ??= {});
    schema.querystring ??= NO_QUERY;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((m) => !['GET', 'HEAD', 'OPTIONS'].includes(m))) schema.body ??= NO_BODY;
  });
});
