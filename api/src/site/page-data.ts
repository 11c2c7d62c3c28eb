// The first screen's data travels with the page (issue 16): the reads a page declares
// (FIRST_VIEW_DATA) are made in-process for this visitor (their cookies, the page's locale) while
// the page is prepared, so the page's remote does not spend a round trip on them after it starts.
// Nothing here is cached or shared between visitors (a member's prices are theirs). A read that
// fails or takes longer than the budget is left out, and the page makes it itself as before.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BootData, Locale } from '@stay/shared/mf/contract';
import { FIRST_VIEW_DATA, stringAt } from '@stay/shared/mf/page-routes';
import { sitePath } from './site-routes.ts';

/** How long the page may wait for its data; the HTML is never held longer than this for it. */
export const PAGE_DATA_BUDGET_MS = 150;

export interface PageData {
  data?: BootData['data'];
  /** The page's largest image, to preload (a same-origin path). */
  lcpImage?: string;
}

export async function pageData(app: FastifyInstance, req: FastifyRequest, locale: Locale, budgetMs = PAGE_DATA_BUDGET_MS): Promise<PageData> {
  const reads = FIRST_VIEW_DATA[sitePath(req.url)];
  if (!reads?.length) return {};
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': locale };
  if (req.headers.cookie) headers.cookie = req.headers.cookie;
  const forwarded = req.headers['x-forwarded-for'];
  if (typeof forwarded === 'string') headers['x-forwarded-for'] = forwarded;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), budgetMs)));
  try {
    const answers = await Promise.all(
      reads.map(({ url }) =>
        Promise.race([
          app
            .inject({ method: 'GET', url, headers, remoteAddress: req.ip })
            .then((res) => (res.statusCode === 200 && String(res.headers['content-type'] ?? '').includes('application/json') ? { url, body: res.json() as unknown } : null))
            .catch(() => null),
          late,
        ]),
      ),
    );
    const data: NonNullable<BootData['data']> = {};
    let lcpImage: string | undefined;
    answers.forEach((a, i) => {
      if (!a) return;
      data[a.url] = { locale, body: a.body };
      const at = reads[i]?.lcpImage;
      const image = at ? stringAt(a.body, at) : undefined;
      // Only a path of this site: an answer cannot make the page preload from elsewhere.
      if (!lcpImage && image && /^\/(?!\/)/.test(image)) lcpImage = image;
    });
    return Object.keys(data).length ? { data, lcpImage } : {};
  } finally {
    clearTimeout(timer);
  }
}
