import { createRoot } from 'react-dom/client';
import { initI18n, localeFromPath } from '@stay/shared';
import { App } from './app/app';
import { bootData, initFederation } from './remotes/federation';
import { registerShellI18n } from './i18n';
import './styles/tokens.css';
import './styles/global.css';

const boot = bootData();
initI18n(localeFromPath(window.location.pathname).locale);
registerShellI18n();
initFederation(boot.registry);

const el = document.getElementById('root');
if (!el) throw new Error('#root missing');
createRoot(el).render(<App boot={boot} />);
