// The default layout (SPEC §2 "Common layout"): web bar (tablet and PC, and mobile pages without a
// top bar), top bar (mobile pages that declare one; hidden in webview), the page content, footer,
// go-to-top, and the search section overlay. Pages may supply their own layout instead.
import { bus, useStayEvent } from '@stay/shared';
import { useState, type ReactNode } from 'react';
import { useShellTranslation } from '../i18n';
import { Footer } from './footer';
import { ChatButton } from './chat-button';
import { GoToTop } from './go-to-top';
import { SearchPanel } from './search-panel';
import { TopBar, type TopBarConfig } from './top-bar';
import { WebBar } from './web-bar';
import './default-layout.css';

export const MAIN_CONTENT_ID = 'sh-main';

export interface DefaultLayoutProps {
  /** The page's mobile top bar; without it mobile shows the web bar's mobile variant. */
  topBar?: TopBarConfig;
  webview: boolean;
  /** Called whenever the search section is asked for (web bar summary, top bar search icon). */
  onOpenSearch?: () => void;
  onLogout: () => void;
  /** The search section (mf_search's parcel), shown in an overlay while open. */
  searchSection?: ReactNode;
  /** A widget parcel shown in the footer. */
  footerWidget?: ReactNode;
  /**
   * Browser path and query (window.location when omitted); the search overlay closes when they
   * change, e.g. after the search ran, and the locale links use them.
   */
  pathname?: string;
  search?: string;
  children: ReactNode;
}

export function DefaultLayout(props: DefaultLayoutProps) {
  const { topBar, webview, onOpenSearch, onLogout, searchSection, footerWidget, pathname, search, children } = props;
  const { t } = useShellTranslation();
  // The overlay is open for the location where it was opened: any navigation (e.g. running the
  // search, which goes to /search) closes it without an effect.
  const here = `${pathname ?? window.location.pathname}${search ?? window.location.search}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const searchOpen = openAt === here;

  // Every "open the search" goes through the bus ('search:open-section'), so a remote may ask
  // too and mf-search can react on its own pages.
  useStayEvent('search:open-section', () => {
    if (searchSection) setOpenAt(here);
    onOpenSearch?.();
  });

  const className = ['sh-layout', topBar && 'sh-layout--has-top-bar', webview && 'sh-layout--webview']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <a className="sh-skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t('skipToContent')}
      </a>
      <WebBar
        onOpenSearch={() => bus.emit('search:open-section', {})}
        onLogout={onLogout}
        pathname={pathname}
        search={search}
      />
      {topBar && <TopBar {...topBar} webview={webview} onLogout={onLogout} />}
      <main id={MAIN_CONTENT_ID} className="sh-layout__main" tabIndex={-1}>
        {children}
      </main>
      {/* In the app the host draws its own chrome: no footer and no chat button over the page. */}
      {!webview && <Footer widget={footerWidget} />}
      {!webview && <ChatButton pathname={pathname} />}
      <GoToTop />
      {searchSection && (
        <SearchPanel open={searchOpen} onClose={() => setOpenAt(null)}>
          {searchSection}
        </SearchPanel>
      )}
    </div>
  );
}
