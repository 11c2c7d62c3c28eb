// valibot field helpers for API responses: missing or null values become a neutral value.
import * as v from 'valibot';

export const textField = v.pipe(v.optional(v.nullable(v.string()), ''), v.transform((x) => x ?? ''));
export const numberField = v.pipe(v.optional(v.nullable(v.number()), 0), v.transform((x) => x ?? 0));
export const booleanField = v.pipe(v.optional(v.nullable(v.boolean()), false), v.transform((x) => x ?? false));
export const nullableText = v.optional(v.nullable(v.string()), null);
export const listOf = <T extends v.GenericSchema>(item: T) =>
  v.pipe(v.optional(v.nullable(v.array(item)), []), v.transform((x) => x ?? []));
