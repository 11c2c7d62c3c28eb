// valibot field helpers for API responses: optional or null values become a neutral value, so the
// components never have to tell 'missing' from 'empty'. (The default on `optional` keeps the key
// required in the output type; the transform turns null into the same neutral value.)
import * as v from 'valibot';

export const textField = v.pipe(v.optional(v.nullable(v.string()), ''), v.transform((x) => x ?? ''));
export const numberField = v.pipe(v.optional(v.nullable(v.number()), 0), v.transform((x) => x ?? 0));
export const booleanField = v.pipe(v.optional(v.nullable(v.boolean()), false), v.transform((x) => x ?? false));
export const idField = v.pipe(v.optional(v.nullable(v.union([v.number(), v.string()])), 0), v.transform((x) => x ?? 0));
/** A list that may be missing or null. */
export const listOf = <T extends v.GenericSchema>(item: T) =>
  v.pipe(v.optional(v.nullable(v.array(item)), []), v.transform((x) => x ?? []));
