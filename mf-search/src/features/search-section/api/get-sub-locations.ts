// GET /v1/locations/tabs/{idx}/sub-locations (SPEC §7 getSubLocations(tab idx); path chosen in
// docs/api/content-search.md): the grid of popular sub-locations under a nation tab.
import { apiRequest, useStayTranslation } from '@stay/shared';
import * as v from 'valibot';
import { memoRequest } from '../../../lib/memo-request';
import { useRequest } from '../../../lib/use-request';
import { textField as text } from '@stay/shared/contracts/fields';

export const SubLocationSchema = v.object({
  imgUrl: text,
  addressName: v.string(),
  nationCode: text,
  cityCode: text,
  area: text,
  subArea: text,
});

export const SubLocationsSchema = v.object({ subLocations: v.array(SubLocationSchema) });
export type SubLocation = v.InferOutput<typeof SubLocationSchema>;

export async function getSubLocations(tabIdx: number | string, signal?: AbortSignal): Promise<SubLocation[]> {
  const path = `/v1/locations/tabs/${encodeURIComponent(String(tabIdx))}/sub-locations`;
  const data = await apiRequest('content', 'GET', path, { signal, suppressAlert: true, schema: SubLocationsSchema });
  return data.subLocations;
}

export function useSubLocations(tabIdx: number | string | null) {
  const { i18n } = useStayTranslation();
  const key = tabIdx === null ? null : `sub:${tabIdx}:${i18n.language}`;
  return useRequest(key, () => memoRequest(key ?? '', () => getSubLocations(tabIdx ?? 0)));
}
