// Runs a remote alone (STYLE "Federation mechanics": src/index.ts -> bootstrap for running alone).
// Props come from window.location and follow history changes, as the shell would pass them.
import { createRoot } from 'react-dom/client';
import { initI18n } from '../i18n/i18n';
import { localeFromPath, type MountProps } from './contract';

function currentProps(): MountProps {
  const { pathname, search } = window.location;
  const { locale, basePath } = localeFromPath(pathname);
  return { locale, basePath, pathname, search, webview: false };
}

export function runStandalone(Root: (p: MountProps) => React.ReactNode, el: HTMLElement | null = document.getElementById('root')): void {
  if (!el) throw new Error('#root element missing');
  initI18n(currentProps().locale);
  const root = createRoot(el);
  const render = () => root.render(<Root {...currentProps()} />);
  window.addEventListener('popstate', render);
  render();
}
