// mf-search's server entry: the main page's and the results page's first view, drawn by
// the site server into the page's HTML (api/site/first-view) and hydrated by this remote's parcel.
// Built by itself into server/entry.mjs of the remote's build folder, so a new version of the remote
// draws its own.
import type { FirstViewReads, RenderFirstView } from '@stay/shared';
import { renderApp } from '@stay/shared/mf/server-render';
import { App, loadResults, screenOf } from '../app/app';
import { findProductsBody, findProductsRead } from '../features/results/api/find-products';
import { readResultsQuery } from '../features/results/hooks/use-results-location';

// The results page is a chunk of its own in the browser; here it is in this one file, loaded before
// any page is drawn (a lazy part would be left to the browser).
await loadResults();

/** The first page of stays of a /search address, as its page will ask for them. */
export const firstViewReads: FirstViewReads = ({ pathname, search }) => {
  if (screenOf(pathname).screen !== 'results') return [];
  const { condition, options } = readResultsQuery(search);
  return [findProductsRead(findProductsBody(condition, options, 0))];
};

export const renderFirstView: RenderFirstView = (input) => {
  // The main page (its banner is the page's largest paint) and the results (the first cards). Themes
  // wait for requests the server does not make for them yet, so they are drawn in the browser.
  const { screen } = screenOf(input.pathname);
  if (screen !== 'main' && screen !== 'results') return null;
  return { html: renderApp(App, input, 'mf-search') };
};
