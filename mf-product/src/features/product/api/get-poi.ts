// POST /v1/products/{id}/poi {productIdx} (SPEC §7): nearby places with distances.
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';
import { listOf, numberField, textField } from '@stay/shared/contracts/fields';

export const PoiSchema = v.object({ pois: listOf(v.object({ name: textField, category: textField, distance: numberField })) });
export type Poi = v.InferOutput<typeof PoiSchema>['pois'][number];

export function getPoi(productIdx: number, signal?: AbortSignal): Promise<Poi[]> {
  return apiRequest('content', 'POST', `/v1/products/${productIdx}/poi`, { body: { productIdx }, signal, suppressAlert: true, schema: PoiSchema }).then((d) => d.pois);
}
