// The first screen's API answers that came with the page (issue 16; the server's api/site/page-data,
// declared in mf/page-routes FIRST_VIEW_DATA). Each answers its request once, in the locale it was
// made in; any later request (a retry, a refresh, another locale) goes to the server.
import type { BootData } from '../mf/contract';

export function takePageData(url: string, locale: string): unknown {
  if (typeof window === 'undefined') return undefined;
  const data = (window as unknown as { __STAY_BOOT__?: BootData }).__STAY_BOOT__?.data;
  const hit = data?.[url];
  if (!data || !hit) return undefined;
  delete data[url];
  return hit.locale === locale ? hit.body : undefined;
}
