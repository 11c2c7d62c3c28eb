// The shell declares the layout and the route-to-remote table and does little else (STYLE "The shell").
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { i18n, isWebView, localeFromPath, type BootData, type MountProps } from '@stay/shared';
import { DefaultLayout } from '../layout/default-layout';
import { DemoBanner } from '../layout/demo-banner';
import { ConsentBanner } from '../analytics/consent-banner';
import { useAnalytics } from '../analytics/use-analytics';
import { PopupHost } from '../popups/popup-host';
import { LoadingLayer } from '../popups/loading-layer';
import { ErrorBoundary } from '../error/error-boundary';
import { setPageLang, usePageMetaFromBus } from '../meta/page-meta';
import { matchRoute } from '../remotes/route-table';
import { claimFrameTap, takeOverFrameTaps } from '../remotes/early-tap';
import { RemoteSlot } from '../remotes/remote-slot';
import { MountPropsContext } from './mount-props';
import { useShellLocation } from './history';
import { useShellNavigator } from './use-shell-navigator';
import { useFocusHeadingOnNavigate } from './use-focus-heading';
import { ShellRoute } from './shell-route';
import { logout } from '../session/logout';

/**
 * The page remote's server-rendered first view (api/site/first-view): which remote drew
 * it and its markup, as the server put it in the page's slot.
 */
export interface FirstView {
  remote: string;
  html: string;
}
import { useSessionLifecycle } from '../session/use-session-lifecycle';

function Shell({ boot, firstView }: { boot: BootData; firstView?: FirstView | null }) {
  const location = useShellLocation();
  // The first view belongs to the page the visitor arrived on: once the page's remote changes, no
  // later slot is given it.
  const firstViewLeft = useRef(firstView ?? null);
  const { locale, basePath, rest } = localeFromPath(location.pathname);
  // SPEC §6: the client-interface header (boot data) or an in-app browser object.
  const webview = boot.webview || isWebView();
  useShellNavigator(locale, webview);
  usePageMetaFromBus(location.pathname);
  useSessionLifecycle(); // SPEC §4 session: app-load rules, 401 refresh, other tabs, return url
  useFocusHeadingOnNavigate(location.pathname);
  useAnalytics(boot, rest);

  // The page's inline code holds taps on the drawn frame until this first commit, when the
  // frame is hydrated and React answers them (before it, in the middle of a hydration done in slices,
  // a tap could find the frame not yet React's and do nothing). A layout effect: before any slot's
  // passive effect takes the page view's taps over (remote-slot holdEarlyTaps).
  useLayoutEffect(() => takeOverFrameTaps(), []);
  // The tap held on the frame, if any, is made again now that the frame listens; one on the page's
  // own view is its slot's.
  useEffect(() => {
    // In a task of its own, as a tap: not from inside React's commit.
    const target = claimFrameTap();
    if (!target) return undefined;
    const timer = setTimeout(() => target.isConnected && target.click(), 0);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (i18n.language !== locale) void i18n.changeLanguage(locale);
    setPageLang(locale);
  }, [locale]);

  const mountProps = useMemo<MountProps>(
    () => ({ locale, basePath, pathname: location.pathname, search: location.search, webview }),
    [locale, basePath, location.pathname, location.search, webview],
  );
  const route = matchRoute(rest);
  if (firstViewLeft.current && firstViewLeft.current.remote !== route.remote) firstViewLeft.current = null;
  // The footer's widget waits until the page's own remote is ready (or has failed): on a short page
  // the footer is in view at once, and its remote must not compete with the page's first load.
  const [mainSettled, setMainSettled] = useState(false);
  const settleMain = useCallback(() => setMainSettled(true), []);

  return (
    <MountPropsContext.Provider value={mountProps}>
      <DemoBanner demo={boot.demo} />
      <ConsentBanner hidden={webview} known={boot.consent} />
      <DefaultLayout
        topBar={route.topBar}
        webview={webview}
        onLogout={logout}
        pathname={location.pathname}
        search={location.search}
        searchSection={<RemoteSlot remote="mf_search" module="./search-section" compact />}
        footerWidget={<RemoteSlot remote="mf_support" module="./notice-ticker" compact lazy enabled={mainSettled || route.remote === 'shell'} />}
      >
        {route.remote === 'shell' ? (
          <ShellRoute path={rest} />
        ) : (
          <ErrorBoundary variant="slot" key={route.remote}>
            <RemoteSlot remote={route.remote} module={route.module} className="sh-main-slot" onSettled={settleMain} firstView={firstViewLeft.current?.html} />
          </ErrorBoundary>
        )}
      </DefaultLayout>
      <PopupHost />
      <LoadingLayer />
    </MountPropsContext.Provider>
  );
}

export function App({ boot, firstView }: { boot: BootData; firstView?: FirstView | null }) {
  return (
    <ErrorBoundary variant="page">
      <Shell boot={boot} firstView={firstView} />
    </ErrorBoundary>
  );
}
