import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SERVER_RENDERED_ATTR, initI18n, isWebView, localeFromPath, sessionFromPage } from '@stay/shared';
import { App } from './app/app';
import { bootData, initFederation } from './remotes/federation';
import { registerShellI18n } from './i18n';
import { startReturnPath } from './session';
import { preferredLocaleHref, rememberedLocale } from './layout/locale-switch';
import './styles/tokens.css';
import './styles/global.css';

const boot = bootData();
// SPEC §7: an address without a locale prefix opens in the language this browser chose before
// (not in the app's webview, whose host app decides the language).
const preferred = boot.webview || isWebView() ? null : preferredLocaleHref(window.location, rememberedLocale());
if (preferred) window.location.replace(preferred);
else start();

function start(): void {
  initI18n(localeFromPath(window.location.pathname).locale);
  registerShellI18n();
  initFederation(boot.registry, boot.manifests);
  // SPEC §4 "app load": before anything renders, so that a held tap made again later keeps what it stores.
  startReturnPath(`${window.location.pathname}${window.location.search}`);

  const el = document.getElementById('root');
  if (!el) throw new Error('#root missing');
  // A page whose first view the server drew (api/site/first-view) is hydrated, not redrawn: the frame
  // and the first view stay as they are and come alive; the page remote's parcel hydrates its part.
  // Where the browser's first render differs (a visitor whose stored state the server cannot know),
  // React draws that part again: a warning, not a page error.
  const drawn = el.querySelector(`[${SERVER_RENDERED_ATTR}]`);
  if (drawn) {
    const firstView = { remote: drawn.getAttribute(SERVER_RENDERED_ATTR) ?? '', html: drawn.outerHTML };
    // A member's page was drawn as them (their info came with it): the session starts the same way.
    sessionFromPage();
    // In a transition, hydration is done in slices too (a plain hydrateRoot is one long task).
    startTransition(() => {
      hydrateRoot(el, <App boot={boot} firstView={firstView} />, {
        onRecoverableError: (error) => console.warn('[shell] the server-drawn page was drawn again', error),
      });
    });
    return;
  }
  const root = createRoot(el);
  // A transition renders in slices that give the main thread back every few milliseconds,
  // instead of one long task while the page starts, during which a tap would wait.
  startTransition(() => root.render(<App boot={boot} />));
}
