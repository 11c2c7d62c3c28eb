// mf-search's server entry (issue 16): the main page's first view, drawn by the site server into the
// page's HTML (api/site/first-view) and hydrated by this remote's parcel. Built by itself into
// server/entry.mjs of the remote's build folder, so a new version of the remote draws its own.
import type { RenderFirstView } from '@stay/shared';
import { renderApp } from '@stay/shared/mf/server-render';
import { App, screenOf } from '../app/app';

export const renderFirstView: RenderFirstView = (input) => {
  // The main page only: its banner is the page's largest paint. Results and themes wait for
  // requests the server does not make for them yet, so they are drawn in the browser.
  if (screenOf(input.pathname).screen !== 'main') return null;
  return { html: renderApp(App, input, 'mf-search') };
};
