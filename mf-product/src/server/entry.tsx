// mf-product's server entry: a stay page's first view (photo, name, price, rooms) drawn
// by the site server into the page's HTML (api/site/first-view) from the visitor's own answers (their
// member prices), and hydrated by this remote's parcel. Built by itself into server/entry.mjs.
import { buildApiUrl, localeFromPath, type FirstViewReads, type RenderFirstView } from '@stay/shared';
import { stayPageBodyOf } from '@stay/shared/contracts/stay-condition';
import { renderApp } from '@stay/shared/mf/server-render';
import { App } from '../app/app';
import { firstViewQuery, promotionIdxOf, readCondition } from '../features/product/lib/product-query';
import { paths } from '../config/paths';

/** The stay page's id, or null for any other page of this remote (drawn in the browser). */
function stayOf(pathname: string): number | null {
  const m = /^\/products\/(\d{1,10})\/?$/.exec(localeFromPath(pathname).rest);
  const idx = m ? Number(m[1]) : 0;
  return idx >= 1 ? idx : null;
}

export const firstViewReads: FirstViewReads = ({ pathname, search }) => {
  const idx = stayOf(pathname);
  if (idx === null) return [];
  // The same body the page's hook sends (use-product-page.ts), so the browser reuses these answers.
  const body = stayPageBodyOf(readCondition(search), promotionIdxOf(search));
  return [
    { method: 'POST', url: buildApiUrl('content', `/v2/products/${idx}`), body, lcpImage: ['data', 'img', 0, 'imgLink'] },
    { method: 'POST', url: buildApiUrl('content', `/v1/products/${idx}/rateplans-v3`), body },
  ];
};

export const renderFirstView: RenderFirstView = (input) => {
  const idx = stayOf(input.pathname);
  if (idx === null) return null;
  const html = renderApp(App, input, 'mf-product');
  // A link without dates takes the address of the dates it is priced for (product-page.tsx).
  const query = firstViewQuery(input.search);
  return query ? { html, url: `${input.basePath}${paths.product(idx, query)}` } : { html };
};
