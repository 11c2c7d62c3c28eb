// The first screen's data travels with the page: the reads a page declares
// (FIRST_VIEW_DATA) are made in-process for this visitor (their cookies, the page's locale) while
// the page is prepared, so the page's remote does not spend a round trip on them after it starts.
// Nothing here is cached or shared between visitors (a member's prices are theirs). A read that
// fails or takes longer than the budget is left out, and the page makes it itself as before.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageDataKey } from '@stay/shared/api-client/page-data';
import type { BootData, FirstViewRequest, Locale } from '@stay/shared/mf/contract';
import { FIRST_VIEW_DATA, stringAt } from '@stay/shared/mf/page-routes';
import { CSRF_COOKIE, CSRF_HEADER } from '../../plugins/session-cookies.ts';
import { sitePath } from './site-routes.ts';

/** How long the page may wait for its data; the HTML is never held longer than this for it. */
export const PAGE_DATA_BUDGET_MS = 150;

export interface PageData {
  data?: BootData['data'];
  /** The page's largest image, to preload (a same-origin path). */
  lcpImage?: string;
}

/**
 * The POST endpoints a page's first view may read for the visitor: reads that change nothing (a
 * stay's detail and rooms, and a search's stays, are priced from a body of dates and guests). The
 * server makes them with the visitor's own cookies and CSRF token, so nothing else may be asked for
 * this way.
 */
const READ_ONLY_POSTS: readonly RegExp[] = [
  /^\/api\/service\/content\/v2\/products\/\d{1,10}$/,
  /^\/api\/service\/content\/v1\/products\/\d{1,10}\/rateplans-v3$/,
  /^\/api\/service\/content\/v1\/products\/findProducts$/,
];

const allowed = (r: FirstViewRequest) => r.method === 'GET' || READ_ONLY_POSTS.some((re) => re.test(r.url));

/** The reads FIRST_VIEW_DATA declares for this page. */
export function pageData(app: FastifyInstance, req: FastifyRequest, locale: Locale, budgetMs = PAGE_DATA_BUDGET_MS): Promise<PageData> {
  const reads = FIRST_VIEW_DATA[sitePath(req.url)] ?? [];
  return readForPage(app, req, locale, reads.map((r) => ({ method: 'GET', ...r })), budgetMs);
}

/** Makes `reads` for this visitor, in-process, within the budget; answers keyed as the API client looks them up. */
export async function readForPage(app: FastifyInstance, req: FastifyRequest, locale: Locale, wanted: readonly FirstViewRequest[], budgetMs = PAGE_DATA_BUDGET_MS): Promise<PageData> {
  const reads = wanted.filter(allowed);
  if (!reads.length) return {};
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': locale };
  if (req.headers.cookie) headers.cookie = req.headers.cookie;
  const csrf = req.cookies?.[CSRF_COOKIE];
  const forwarded = req.headers['x-forwarded-for'];
  if (typeof forwarded === 'string') headers['x-forwarded-for'] = forwarded;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), budgetMs)));
  try {
    const answers = await Promise.all(
      reads.map(({ method, url, body }) =>
        Promise.race([
          app
            .inject({
              method,
              url,
              headers: method === 'GET' ? headers : { ...headers, 'content-type': 'application/json', ...(csrf ? { [CSRF_HEADER]: csrf } : {}) },
              remoteAddress: req.ip,
              ...(method === 'GET' ? {} : { payload: JSON.stringify(body ?? null) }),
            })
            .then((res) => (res.statusCode === 200 && String(res.headers['content-type'] ?? '').includes('application/json') ? { key: pageDataKey(method, url, body), body: res.json() as unknown } : null))
            .catch(() => null),
          late,
        ]),
      ),
    );
    const data: NonNullable<BootData['data']> = {};
    let lcpImage: string | undefined;
    answers.forEach((a, i) => {
      if (!a) return;
      data[a.key] = { locale, body: a.body };
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
