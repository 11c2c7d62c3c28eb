// GET /v1/locations/tabs?page=0 (SPEC §7 getLocations(page, default 0); path chosen in
// docs/api/content-search.md): one tab per nation. A failure alerts 'failed to load the tab list'
// (SPEC §8), the one message the traveller sees, so the client's own alert is suppressed.
import { alert, apiRequest, logger, translate, useStayTranslation } from '@stay/shared';
import * as v from 'valibot';
import { memoRequest } from '../../../lib/memo-request';
import { isAbort, useRequest } from '../../../lib/use-request';

export const LocationTabSchema = v.object({
  idx: v.union([v.number(), v.string()]),
  // SPEC §3 "Location tab: idx, title or categoryName".
  title: v.optional(v.nullable(v.string())),
  categoryName: v.optional(v.nullable(v.string())),
});

export const LocationTabsSchema = v.object({ tabs: v.array(LocationTabSchema) });

export interface LocationTab {
  idx: number | string;
  title: string;
}

export async function getLocationTabs(page = 0, signal?: AbortSignal): Promise<LocationTab[]> {
  try {
    const data = await apiRequest('content', 'GET', '/v1/locations/tabs', { query: { page }, signal, suppressAlert: true, schema: LocationTabsSchema });
    return data.tabs.map((tab) => ({ idx: tab.idx, title: tab.title ?? tab.categoryName ?? '' }));
  } catch (error) {
    if (!isAbort(error)) {
      logger.error('failed to load the tab list', error);
      void alert(translate('common:errors.tabListFailed'));
    }
    throw error;
  }
}

/** The tabs, asked once per page (a failure is asked again on the next open). */
export function useLocationTabs() {
  const { i18n } = useStayTranslation();
  const key = `tabs:0:${i18n.language}`;
  return useRequest(key, () => memoRequest(key, () => getLocationTabs(0)));
}
