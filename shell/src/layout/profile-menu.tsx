// The profile menu (SPEC §2 "Profile menu", §6): a login/sign-up item for visitors; for members a
// greeting with name, e-mail and avatar initial, the grade card, the member links (billing history
// only for non-awesome members) and logout. Everything is read from the shared session store.
import { isAwesomeMember, maskEmail, useSession } from '@stay/shared';
import { useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useDialogFocus } from '../popups/use-dialog-focus';
import { useShellTranslation } from '../i18n';
import { GradeCard } from './grade-card';
import { Icon } from './icons';
import { LocaleSwitch } from './locale-buttons';
import { ShellLink } from './shell-link';
import './profile-menu.css';

export interface ProfileMenuProps {
  open: boolean;
  onClose: () => void;
  /** The lead wires the real logout (SPEC §4 Session). */
  onLogout: () => void;
  /** For the opening button's aria-controls. */
  id?: string;
}

const MEMBER_LINKS = [
  ['/mypage', 'profile.mypage'],
  ['/mypage/user', 'profile.user'],
  ['/mypage/books', 'profile.books'],
  ['/mypage/wishes', 'profile.wishes'],
  ['/mypage/coupon', 'profile.coupon'],
  ['/mypage/awesome-cash', 'profile.awesomeCash'],
] as const;

const BILLING_HISTORY = '/membership/awesome/management/billing-history';
const WELFARE_POINTS = '/membership/benefit-mall/management';

/**
 * SPEC §6: a corporate member (type C) has the welfare-point history; the awesome billing history
 * is for non-awesome members who may subscribe, which a corporate member cannot.
 */
export function memberLinks(user: { type: string }, awesome: boolean): readonly (readonly [string, string])[] {
  if (user.type === 'C') return [...MEMBER_LINKS, [WELFARE_POINTS, 'profile.welfare']];
  return awesome ? MEMBER_LINKS : [...MEMBER_LINKS, [BILLING_HISTORY, 'profile.billingHistory']];
}

function MemberSection({ onClose, onLogout }: Pick<ProfileMenuProps, 'onClose' | 'onLogout'>) {
  const { t } = useShellTranslation();
  const user = useSession((s) => s.user);
  const awesome = useSession(isAwesomeMember);
  if (!user) return null;
  const name = user.name.trim() || t('profile.customer');
  const initial = Array.from(name)[0]?.toUpperCase() ?? '';
  const links = memberLinks(user, awesome);
  return (
    <>
      <div className="sh-profile__who">
        <span className="sh-profile__avatar" aria-hidden="true">
          {initial}
        </span>
        <div className="sh-profile__who-text">
          <p className="sh-profile__greeting">{t('profile.greeting', { name })}</p>
          {/* Personal data is masked the same way on every screen (@stay/shared privacy). */}
          {user.email && <p className="sh-profile__email">{maskEmail(user.email)}</p>}
        </div>
      </div>
      <GradeCard user={user} onNavigate={onClose} />
      <nav aria-label={t('profile.links')}>
        <ul className="sh-profile__links">
          {links.map(([to, key]) => (
            <li key={to}>
              <ShellLink to={to} className="sh-profile__link" onNavigate={onClose}>
                {t(key)}
              </ShellLink>
            </li>
          ))}
        </ul>
      </nav>
      <button
        type="button"
        className="sh-profile__logout"
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        {t('profile.logout')}
      </button>
    </>
  );
}

export function ProfileMenu({ open, onClose, onLogout, id }: ProfileMenuProps) {
  const { t } = useShellTranslation();
  const loggedIn = useSession((s) => s.isLoggedIn);
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialogFocus(ref, open, onClose);
  if (!open) return null;
  // A portal: the bars that open the menu are sticky (their own stacking context), and the menu
  // must cover everything under its layer, the chat and go-to-top buttons included.
  return createPortal(
    <div className="sh-profile__layer">
      <div className="sh-profile__scrim" onClick={onClose} aria-hidden="true" />
      <div ref={ref} id={id} className="sh-profile" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="sh-profile__head">
          <h2 id={titleId} className="sh-profile__title">
            {t('profile.title')}
          </h2>
          <button type="button" className="sh-profile__close" aria-label={t('profile.close')} onClick={onClose}>
            <Icon name="close" size={20} />
          </button>
        </div>
        {loggedIn ? (
          <MemberSection onClose={onClose} onLogout={onLogout} />
        ) : (
          <div className="sh-profile__guest">
            <p className="sh-profile__pitch">{t('profile.loggedOutPitch')}</p>
            <ShellLink to="/login" className="sh-profile__login" onNavigate={onClose}>
              {t('profile.loginSignup')}
            </ShellLink>
          </div>
        )}
        <section className="sh-profile__langs" aria-labelledby={`${titleId}-lang`}>
          <h3 id={`${titleId}-lang`} className="sh-profile__langs-title">
            {t('webBar.language')}
          </h3>
          <LocaleSwitch className="sh-profile__lang-list" pathname={window.location.pathname} search={window.location.search} withNames />
        </section>
      </div>
    </div>,
    document.body,
  );
}
