// /mypage/user (SPEC §2, issue 10): the member's name, e-mail and phone, masked the same way on
// every screen (@stay/shared maskName / maskEmail / maskPhone), and the phone change by code.
import { maskEmail, maskName, maskPhone, sessionStore, setPageMeta } from '@stay/shared';
import { useEffect, useRef, useState } from 'react';
import { PageStates } from '../../../components/page-states';
import { formatDay, useLocale } from '../../../lib/format';
import { useListsTranslation } from '../../../lib/lists-i18n';
import { useLoad } from '../../../lib/use-load';
import { getProfile, type Profile } from '../api/user';
import { PhoneChange } from './phone-change';
import '../../../components/mypage.css';

function UserInfo({ initial }: { initial: Profile }) {
  const { t } = useListsTranslation();
  const locale = useLocale();
  const [profile, setProfile] = useState(initial);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState('');
  const changeButton = useRef<HTMLButtonElement>(null);
  const changed = (p: Profile) => {
    setProfile(p);
    sessionStore.getState().patchUser({ phone: p.phone });
    setEditing(false);
    setNotice(t('user.changed'));
    requestAnimationFrame(() => changeButton.current?.focus());
  };
  return (
    <div className="mp-page" data-testid="user-page">
      <h1 className="mp-title">{t('user.title')}</h1>
      <section className="mp-card" aria-label={t('user.title')}>
        <dl className="mp-facts">
          <div><dt>{t('user.name')}</dt><dd data-testid="user-name">{maskName(profile.name)}</dd></div>
          <div><dt>{t('user.email')}</dt><dd data-testid="user-email">{maskEmail(profile.email)}</dd></div>
          <div><dt>{t('user.phone')}</dt><dd data-testid="user-phone">{profile.phone ? maskPhone(profile.phone) : t('user.noPhone')}</dd></div>
          {profile.createdAt && <div><dt>{t('user.since')}</dt><dd>{formatDay(profile.createdAt.slice(0, 10), locale)}</dd></div>}
        </dl>
        <p className="mp-note">{t('user.masked')}</p>
        <p role="status" className="mp-ok" hidden={!notice}>{notice}</p>
        {!editing && (
          <div className="mp-actions">
            <button ref={changeButton} type="button" className="mp-button mp-button--ghost" onClick={() => { setNotice(''); setEditing(true); }}>{t('user.change')}</button>
          </div>
        )}
      </section>
      {editing && <PhoneChange onChanged={changed} onClose={() => setEditing(false)} />}
    </div>
  );
}

export function UserPage() {
  const { t } = useListsTranslation();
  const { state, reload } = useLoad((signal) => getProfile(signal), []);
  const title = t('user.title');
  useEffect(() => setPageMeta({ title, noindex: true }), [title]);
  return (
    <PageStates state={state} reload={reload} texts={{ title, loading: t('loading'), loginNeeded: t('loginNeeded'), failed: t('failed'), retry: t('retry') }}>
      {(p) => <UserInfo initial={p} />}
    </PageStates>
  );
}
