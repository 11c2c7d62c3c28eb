// The stay page's calls (POST /v2/products/{idx} and rateplans-v3) take the stay condition and,
// when the page was opened from an event deal's page, the deal's id (`promotionIdx`, SPEC §3
// Promotion flags). Only the id comes from the browser: the server reads the deal and decides.
import * as v from 'valibot';
import { ID } from '../../../lib/fields';
import { ConditionBody } from '../../pricing';

export const StayPageBody = v.strictObject({ ...ConditionBody.entries, promotionIdx: v.optional(v.nullable(ID)) });
export type StayPageBodyInput = v.InferOutput<typeof StayPageBody>;
