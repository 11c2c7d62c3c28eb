// /mypage/user (SPEC §2): the member's name, e-mail and phone, masked the same way on
// every screen (@stay/shared maskName / maskEmail / maskPhone); the phone change by code, the
// password, the name and phone for stays abroad, the marketing consent with its date, the download
// of the member's data and withdrawal. One form is open at a time.
import { maskEmail, maskName, maskPhone, sessionStore, setPageMeta } from '@stay/shared';
import { useEffect, useRef, useState } from 'react';
import { PageStates } from '@stay/shared/kit/page-states';
import { useStateTexts } from '../../../lib/i18n';
import { stateLook } from '../../../components/state-look';
import { formatDate } from '@stay/shared/kit/format';
import { useLocale } from '@stay/shared/kit/use-locale';
import { useLoad } from '@stay/shared/kit/use-load';
import { getProfile, type Profile } from '../api/user';
import { useAccountTranslation } from '../i18n';
import { DataDownload } from './data-download';
import { InternationalInfoForm } from './international-info';
import { MarketingConsent } from './marketing-consent';
import { PasswordChange } from './password-change';
import { PhoneChange } from './phone-change';
import { WithdrawForm } from './withdraw-form';
import '../../../components/mypage.css';

type Open = 'none' | 'phone' | 'pwd' | 'intl' | 'withdraw';

function UserInfo({ initial }: { initial: Profile }) {
  const { t } = useAccountTranslation();
  const locale = useLocale();
  const [profile, setProfile] = useState(initial);
  const [open, setOpen] = useState<Open>('none');
  const [notice, setNotice] = useState('');
  const facts = useRef<HTMLElement>(null);
  const done = (message: string, p?: Profile) => {
    if (p) {
      setProfile(p);
      sessionStore.getState().patchUser({ phone: p.phone });
    }
    setOpen('none');
    setNotice(message);
    requestAnimationFrame(() => facts.current?.focus());
  };
  const start = (which: Open) => {
    setNotice('');
    setOpen(which);
  };
  const intlName = [profile.userFirstName, profile.userLastName].filter(Boolean).join(' ');
  const hasPassword = profile.loginMethods.includes('email');
  return (
    <div className="mp-page" data-testid="user-page">
      <h1 className="mp-title">{t('user.title')}</h1>
      <section className="mp-card" aria-label={t('user.title')} ref={facts} tabIndex={-1}>
        <dl className="mp-facts">
          <div><dt>{t('user.name')}</dt><dd data-testid="user-name">{maskName(profile.name)}</dd></div>
          <div><dt>{t('user.email')}</dt><dd data-testid="user-email">{maskEmail(profile.email)}</dd></div>
          <div><dt>{t('user.phone')}</dt><dd data-testid="user-phone">{profile.phone ? maskPhone(profile.phone) : t('user.noPhone')}</dd></div>
          <div><dt>{t('intl.name')}</dt><dd data-testid="user-intl-name">{intlName ? maskName(intlName) : t('intl.none')}</dd></div>
          <div><dt>{t('intl.tel')}</dt><dd data-testid="user-intl-phone">{profile.internationalPhone ? `+${profile.internationalNumber} ${maskPhone(profile.internationalPhone)}` : t('intl.none')}</dd></div>
          {profile.createdAt && <div><dt>{t('user.since')}</dt><dd>{formatDate(profile.createdAt, locale)}</dd></div>}
        </dl>
        <p className="mp-note">{t('user.masked')}</p>
        <p role="status" className="mp-ok" hidden={!notice}>{notice}</p>
        {open === 'none' && (
          <div className="mp-actions">
            <button type="button" className="mp-button mp-button--ghost" onClick={() => start('phone')}>{t('user.change')}</button>
            {hasPassword && <button type="button" className="mp-button mp-button--ghost" onClick={() => start('pwd')}>{t('pwd.title')}</button>}
            <button type="button" className="mp-button mp-button--ghost" onClick={() => start('intl')}>{t('intl.title')}</button>
          </div>
        )}
      </section>
      {open === 'phone' && <PhoneChange onChanged={(p) => done(t('user.changed'), p)} onClose={() => setOpen('none')} />}
      {open === 'pwd' && <PasswordChange onDone={(message) => done(message)} onClose={() => setOpen('none')} />}
      {open === 'intl' && <InternationalInfoForm profile={profile} onSaved={(p) => done(t('intl.done'), p)} onClose={() => setOpen('none')} />}
      <MarketingConsent profile={profile} onSaved={setProfile} />
      <DataDownload />
      {open === 'withdraw' ? (
        <WithdrawForm profile={profile} onClose={() => setOpen('none')} />
      ) : (
        <div className="mp-actions">
          <button type="button" className="mp-button mp-button--ghost" onClick={() => start('withdraw')}>{t('withdraw.open')}</button>
        </div>
      )}
    </div>
  );
}

export function UserPage() {
  const { t } = useAccountTranslation();
  const { state, reload } = useLoad((signal) => getProfile(signal), []);
  const title = t('user.title');
  const stateTexts = useStateTexts(title);
  useEffect(() => setPageMeta({ title, noindex: true }), [title]);
  return (
    <PageStates state={state} reload={reload} look={stateLook} texts={stateTexts}>
      {(p) => <UserInfo initial={p} />}
    </PageStates>
  );
}
