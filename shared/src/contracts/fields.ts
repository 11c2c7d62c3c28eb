// Field helpers for the answers the front end reads: a missing or null value becomes a neutral one
// ('' / 0 / false / []), so the screens never have to tell 'missing' from 'empty'. The default on
// `optional` keeps the key required in the output type; the transform turns null into the same value.
import * as v from 'valibot';

export const textField = v.pipe(v.optional(v.nullable(v.string()), ''), v.transform((x) => x ?? ''));
export const numberField = v.pipe(v.optional(v.nullable(v.number()), 0), v.transform((x) => x ?? 0));
export const booleanField = v.pipe(v.optional(v.nullable(v.boolean()), false), v.transform((x) => x ?? false));
/** An id the server may send as a number or as a supplier's string. */
export const idField = v.pipe(v.optional(v.nullable(v.union([v.number(), v.string()])), 0), v.transform((x) => x ?? 0));
/** A text whose absence means something (no confirmation number yet): null, never ''. */
export const nullableText = v.optional(v.nullable(v.string()), null);
/** A list that may be missing or null. */
export const listOf = <T extends v.GenericSchema>(item: T) => v.pipe(v.optional(v.nullable(v.array(item)), []), v.transform((x) => x ?? []));
