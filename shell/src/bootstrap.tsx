import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, isWebView, localeFromPath } from '@stay/shared';
import { App } from './app/app';
import { bootData, initFederation } from './remotes/federation';
import { registerShellI18n } from './i18n';
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

  const el = document.getElementById('root');
  if (!el) throw new Error('#root missing');
  const root = createRoot(el);
  // issue 16: a transition renders in slices that give the main thread back every few milliseconds,
  // instead of one long task while the page starts.
  startTransition(() => root.render(<App boot={boot} />));
}
