// The web bar (SPEC §2 "Web bar"): logo to main, KR/EN/JP locale buttons, a compact search
// summary that opens the search section, and the profile menu button. One component; CSS gives
// the desktop, tablet and mobile variants (SPEC §9 breakpoints).
import { type Locale, LOCALES, useSearchCondition } from '@stay/shared';
import { useId, useState } from 'react';
import { useShellTranslation } from '../i18n';
import { Icon, Logo } from './icons';
import { LocaleSwitch } from './locale-buttons';
import { ProfileMenu } from './profile-menu';
import { searchSummary } from './search-summary';
import { ShellLink } from './shell-link';
import './web-bar.css';

export interface WebBarProps {
  /** Opens the full search section (the lead mounts mf_search's parcel). */
  onOpenSearch: () => void;
  onLogout: () => void;
  /** Browser path and query of the current page; window.location when omitted. */
  pathname?: string;
  search?: string;
}

function SearchSummaryButton({ onOpenSearch }: Pick<WebBarProps, 'onOpenSearch'>) {
  const { t, i18n } = useShellTranslation();
  const condition = useSearchCondition((s) => s);
  const locale = (LOCALES as readonly string[]).includes(i18n.language) ? (i18n.language as Locale) : 'ko';
  const summary = searchSummary(condition, locale, t);
  // No aria-label: the button is named by the summary it shows, word for word (the spaces keep the
  // parts apart for assistive technology; the flex layout spaces them on screen), then what it does.
  return (
    <button type="button" className="sh-web-bar__search" onClick={onOpenSearch}>
      <Icon name="search" size={20} />
      <span className="sh-web-bar__search-text">{summary.text || t('webBar.searchEmpty')}</span>{' '}
      {summary.dates && (
        <span className="sh-web-bar__search-meta">
          <span>{summary.dates}</span>
          {summary.nights && <> <span className="sh-web-bar__nights">{summary.nights}</span></>}
        </span>
      )}{' '}
      <span className="sh-web-bar__search-meta">
        {summary.rooms && <><span>{summary.rooms}</span> </>}
        <span>{summary.adults}</span>
        {summary.children && <> <span>{summary.children}</span></>}
      </span>{' '}
      <span className="sh-visually-hidden">{t('webBar.searchAction')}</span>
    </button>
  );
}

export function WebBar({ onOpenSearch, onLogout, pathname, search }: WebBarProps) {
  const { t } = useShellTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  return (
    <header className="sh-web-bar">
      <div className="sh-web-bar__inner">
        {/* Named by the word on the logo, then where it goes ("AwesomeStay home"). */}
        <ShellLink to="/" className="sh-web-bar__logo">
          <Logo />
          <span className="sh-visually-hidden">{t('webBar.home')}</span>
        </ShellLink>
        <SearchSummaryButton onOpenSearch={onOpenSearch} />
        <div className="sh-web-bar__actions">
          <LocaleSwitch className="sh-web-bar__langs" pathname={pathname ?? window.location.pathname} search={search ?? window.location.search} />
          <button
            type="button"
            className="sh-web-bar__profile"
            aria-label={t('webBar.profile')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            onClick={() => setMenuOpen(true)}
          >
            <Icon name="user" size={22} />
          </button>
        </div>
      </div>
      <ProfileMenu id={menuId} open={menuOpen} onClose={() => setMenuOpen(false)} onLogout={onLogout} />
    </header>
  );
}
