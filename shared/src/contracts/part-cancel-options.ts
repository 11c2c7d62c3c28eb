// Which partial cancels a booking offers today (api/src/cancellation/partial.ts partOptions): one
// room (of two or more), and up to how many of the last nights. The booking content carries it as
// `partCancel`, the partial preview's answer as `options`.
import * as v from 'valibot';
import { booleanField, numberField } from './fields';

export const PartCancelOptionsSchema = v.object({ room: booleanField, maxNights: numberField });
export type PartCancelOptions = v.InferOutput<typeof PartCancelOptionsSchema>;
