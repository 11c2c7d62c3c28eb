// /login, /en/login, /ja/login (SPEC §2): e-mail login, e-mail sign-up with verification, and the
// messenger (Kakao) login. Whoever is logged in here (this form, sign-up, another tab, a
// restored session) goes to the remembered return url, default '/', never a login path.
import { navigate, setPageMeta, useSession } from '@stay/shared';
import { useEffect, useState } from 'react';
import { takeLoginDestination } from '../session';
import { AuthTabs } from './auth-tabs';
import { useLoginTranslation } from './i18n';
import { KakaoButton } from './kakao-button';
import { KakaoConsent } from './kakao-consent';
import { LoginForm } from './login-form';
import { SignupPanel } from './signup-panel';
import './login.css';
import './form.css';

type Mode = 'login' | 'signup';

type Reason = 'member' | 'voucher';

/**
 * `?mode=signup` opens the sign-up tab; `?error=KAKAO_LOGIN_FAIL` comes back from a failed Kakao
 * login; `?reason=member|voucher` says a member page sent a signed-out visitor here;
 * `?kakao=consent` is a newcomer's Kakao login waiting for the sign-up consents.
 */
function readQuery(): { mode: Mode; kakaoFailed: boolean; kakaoConsent: boolean; reason: Reason | null } {
  const query = new URLSearchParams(window.location.search);
  const reason = query.get('reason');
  return {
    mode: query.get('mode') === 'signup' ? 'signup' : 'login',
    kakaoFailed: query.get('error') === 'KAKAO_LOGIN_FAIL',
    kakaoConsent: query.get('kakao') === 'consent',
    reason: reason === 'member' || reason === 'voucher' ? reason : null,
  };
}

export function LoginPage() {
  const { t, i18n } = useLoginTranslation();
  const loggedIn = useSession((s) => s.isLoggedIn);
  const [{ mode: initialMode, kakaoFailed, kakaoConsent, reason }] = useState(readQuery);
  const [mode, setMode] = useState<Mode>(initialMode);

  useEffect(() => {
    if (loggedIn) navigate(takeLoginDestination(), { replace: true });
  }, [loggedIn]);

  useEffect(() => {
    // After the commit: the shell subscribes to 'meta:set' in a parent effect, which runs after ours.
    queueMicrotask(() => setPageMeta({ title: t('title'), noindex: true }));
  }, [t, i18n.language]);

  return (
    <div className="lg-page">
      <div className="lg-card">
        <header className="lg-head">
          <h1 className="lg-title">{t('title')}</h1>
          <p className="lg-lead">{t('lead')}</p>
        </header>
        {reason && (
          <p className="lg-note lg-note--info" role="status" data-testid="login-reason">
            {t(`reason.${reason}`)}
          </p>
        )}
        {kakaoFailed && (
          <p className="lg-form-error" role="alert">
            {t('kakao.failed')}
          </p>
        )}
        {kakaoConsent ? (
          <KakaoConsent />
        ) : (
          <>
            <AuthTabs
              label={t('tabs.label')}
              active={mode}
              onChange={setMode}
              tabs={[
                { key: 'login', label: t('tabs.login'), panel: <LoginForm /> },
                { key: 'signup', label: t('tabs.signup'), panel: <SignupPanel /> },
              ]}
            />
            <div className="lg-divider" aria-hidden="true">
              <span>{t('or')}</span>
            </div>
            <KakaoButton />
          </>
        )}
      </div>
    </div>
  );
}
