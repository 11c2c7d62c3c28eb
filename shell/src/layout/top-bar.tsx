// The mobile top bar (SPEC §2 "Top bar"): icon buttons chosen per page on the left and right, a
// logo, text or custom element in the centre, optionally transparent until scrollY passes 250
// (SPEC §9), and never shown in webview mode (SPEC §1, §6), where the host app draws its own.
import { TOP_BAR_SCROLL_Y } from '@stay/shared';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useShellTranslation } from '../i18n';
import { Icon, Logo, type IconKind } from './icons';
import { runIconAction } from './icon-actions';
import { ProfileMenu } from './profile-menu';
import { useScrolledPast } from './use-scrolled-past';
import './top-bar.css';

export type { IconKind } from './icons';

export type TopBarCenter =
  | { kind: 'logo' }
  /** `textKey` is a key of the 'shell' namespace, or 'ns:key' of another one. */
  | { kind: 'text'; textKey: string }
  | { kind: 'custom'; node: ReactNode };

/** One page's top bar, as the route table declares it. */
export interface TopBarConfig {
  left: IconKind[];
  right: IconKind[];
  center: TopBarCenter;
  scrollEffect?: boolean;
}

export interface TopBarProps extends TopBarConfig {
  webview: boolean;
  /** The real logout, for the account menu every top bar ends with. */
  onLogout?: () => void;
  /** Replaces the default action of an icon (for example a page-specific back). */
  onIcon?: (kind: IconKind) => boolean | void;
}

function IconButtons({ kinds, onIcon }: { kinds: IconKind[]; onIcon?: TopBarProps['onIcon'] }) {
  const { t } = useShellTranslation();
  return (
    <>
      {kinds.map((kind) => (
        <button
          key={kind}
          type="button"
          className="sh-top-bar__icon"
          aria-label={t(`icon.${kind}`)}
          onClick={() => {
            if (onIcon?.(kind) === true) return;
            runIconAction(kind);
          }}
        >
          <Icon name={kind} />
        </button>
      ))}
    </>
  );
}

function Center({ center }: { center: TopBarCenter }) {
  const { t } = useShellTranslation();
  switch (center.kind) {
    case 'logo':
      // Not a heading: every page has its own h1, and only one.
      return (
        <p className="sh-top-bar__title">
          <Logo />
          <span className="sh-visually-hidden">{t('siteName')}</span>
        </p>
      );
    case 'text':
      return <p className="sh-top-bar__title sh-top-bar__title--text">{t(center.textKey)}</p>;
    case 'custom':
      return <div className="sh-top-bar__title">{center.node}</div>;
  }
}

/**
 * The account menu button that ends every top bar: on a phone the web bar is hidden
 * under a page's top bar, and this is how the profile menu (grade card, member links, logout) and
 * the KR/EN/JP switch stay reachable (SPEC §2 gives them to mobile too).
 */
function MenuButton({ onLogout }: { onLogout: () => void }) {
  const { t } = useShellTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  return (
    <>
      <button
        type="button"
        className="sh-top-bar__icon"
        aria-label={t('icon.menu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" />
      </button>
      <ProfileMenu id={menuId} open={open} onClose={() => setOpen(false)} onLogout={onLogout} />
    </>
  );
}

const noop = () => undefined;

/**
 * Whether the page shows a hero the bar can float over (an element marked data-top-bar-hero, e.g.
 * the stay's gallery). Without one (a not-found or error screen on the same route) the bar stays
 * opaque: white icons over a white page cannot be seen.
 */
function useHeroPresent(enabled: boolean): boolean {
  const [present, setPresent] = useState(true);
  useEffect(() => {
    if (!enabled) return undefined;
    // Until the page's remote has drawn, its hero is expected: the bar floats from the start, so the
    // page does not move up under it when the hero arrives (that was a 0.048 layout shift
    // on a stay's page). A page that turns out to have none gets the bar back in the flow.
    const check = () =>
      setPresent(document.querySelector('[data-top-bar-hero]') !== null || document.querySelector('.sh-main-slot[data-slot-state="loading"]') !== null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [enabled]);
  return enabled && present;
}

export function TopBar({ left, right, center, scrollEffect = false, webview, onIcon, onLogout = noop }: TopBarProps) {
  // Hooks run before the webview return so the hook order never changes.
  const scrolled = useScrolledPast(TOP_BAR_SCROLL_Y, scrollEffect && !webview);
  const hero = useHeroPresent(scrollEffect && !webview);
  if (webview) return null;
  const transparent = scrollEffect && hero && !scrolled;
  const className = ['sh-top-bar', scrollEffect && hero && 'sh-top-bar--overlay', transparent && 'sh-top-bar--transparent']
    .filter(Boolean)
    .join(' ');
  return (
    <header className={className} data-transparent={transparent}>
      <div className="sh-top-bar__side sh-top-bar__side--left">
        <IconButtons kinds={left} onIcon={onIcon} />
      </div>
      <Center center={center} />
      <div className="sh-top-bar__side sh-top-bar__side--right">
        <IconButtons kinds={right} onIcon={onIcon} />
        <MenuButton onLogout={onLogout} />
      </div>
    </header>
  );
}
