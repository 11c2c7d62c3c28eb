// GET /v1/mains/place-list?start&end (SPEC §7): the popular places of the main page.
import { apiRequest, useStayTranslation } from '@stay/shared';
import * as v from 'valibot';
import { listOf, numberField, textField } from '@stay/shared/contracts/fields';
import { useRequest } from '../../../lib/use-request';

export const PlaceSchema = v.object({
  placeName: v.string(),
  nationCode: textField,
  cityCode: textField,
  imgUrl: textField,
});

export const PlaceListSchema = v.object({
  totalPlaceCnt: numberField,
  start: numberField,
  end: numberField,
  placelist: listOf(PlaceSchema),
});

export type Place = v.InferOutput<typeof PlaceSchema>;

export async function getPlaceList(start: number, end: number, signal?: AbortSignal): Promise<Place[]> {
  const data = await apiRequest('content', 'GET', '/v1/mains/place-list', { query: { start, end }, signal, suppressAlert: true, schema: PlaceListSchema });
  return data.placelist;
}

/** `enabled` false: not yet (the section is still far below the viewport). */
export function usePlaceList(start = 0, end = 10, enabled = true) {
  const { i18n } = useStayTranslation();
  return useRequest(enabled ? `places:${start}:${end}:${i18n.language}` : null, (signal) => getPlaceList(start, end, signal));
}
