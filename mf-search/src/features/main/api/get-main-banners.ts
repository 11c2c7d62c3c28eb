// GET /v1/mains -> mainBanners (SPEC §7). SPEC §8: a failure logs 'failed to load main' and the
// page shows without banners, so nothing is alerted and the hook reports an empty list.
import { apiRequest, logger, pageAnswer, useStayTranslation } from '@stay/shared';
import { useState } from 'react';
import * as v from 'valibot';
import { idField, listOf, textField } from '@stay/shared/contracts/fields';
import { isAbort, useRequest } from '../../../lib/use-request';

export const MainBannerSchema = v.object({
  idx: idField,
  title: textField,
  subTitle: textField,
  imgUrl: textField,
  linkUrl: textField,
});

export const MainSchema = v.object({ mainBanners: listOf(MainBannerSchema) });
export type MainBanner = v.InferOutput<typeof MainBannerSchema>;

export async function getMainBanners(signal?: AbortSignal): Promise<MainBanner[]> {
  try {
    const data = await apiRequest('content', 'GET', '/v1/mains', { signal, suppressAlert: true, schema: MainSchema });
    return data.mainBanners;
  } catch (error) {
    if (isAbort(error)) throw error;
    logger.error('failed to load main', error);
    return [];
  }
}

export function useMainBanners() {
  const { i18n } = useStayTranslation();
  // The answer that came with the page (FIRST_VIEW_DATA '/'): drawn at once, on the server too.
  const [seed] = useState(() => pageAnswer('content', '/v1/mains', MainSchema)?.mainBanners);
  return useRequest(`mains:${i18n.language}`, (signal) => getMainBanners(signal), seed);
}
