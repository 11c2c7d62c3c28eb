// Withdrawal (POST /users/withdraw {pwd}): what happens to upcoming bookings, an active membership,
// benefits and personal data; the password (checked by the server) and an explicit agreement;
// then the session is over and the member lands on the main page.
import { alert, confirm, navigate, sessionStore } from '@stay/shared';
import { useId, useState, type FormEvent } from 'react';
import { formatDay } from '@stay/shared/kit/format';
import { useLocale } from '@stay/shared/kit/use-locale';
import { errorMessage } from '@stay/shared/kit/errors';
import { withdraw, type Profile } from '../api/user';
import { useAccountTranslation } from '../i18n';

export function WithdrawForm({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const { t } = useAccountTranslation();
  const [pwd, setPwd] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();
  const hasPassword = profile.loginMethods.includes('email');
  const locale = useLocale();
  const membership = profile.membership;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!agreed) return setError(t('withdraw.agreeNeeded'));
    if (hasPassword && !pwd) return setError(t('withdraw.pwd'));
    if (!(await confirm(t('withdraw.confirm')))) return;
    setBusy(true);
    setError('');
    try {
      await withdraw(pwd);
      sessionStore.getState().reset();
      await alert(t('withdraw.done'));
      navigate('/');
    } catch (err) {
      setError(errorMessage(err));
      setBusy(false);
    }
  };

  return (
    <form className="mp-card" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`} noValidate data-testid="withdraw-form">
      <h2 className="mp-sub" id={`${id}-title`}>{t('withdraw.title')}</h2>
      <p>{t('withdraw.lead')}</p>
      <ul className="mp-book__meta">
        <li>{t('withdraw.bookings')}</li>
        <li>
          {t('withdraw.membership')}
          {membership && membership.currentPeriodEnd && (
            <strong data-testid="withdraw-membership"> {t('withdraw.yourMembership', { grade: t(`withdraw.grade.${membership.grade}`, { defaultValue: membership.grade }), date: formatDay(membership.currentPeriodEnd.slice(0, 10), locale) })}</strong>
          )}
        </li>
        <li>{t('withdraw.benefits')}</li>
        <li>{t('withdraw.data')}</li>
      </ul>
      {hasPassword && (
        <div className="mp-field">
          <label htmlFor={`${id}-pwd`}>{t('withdraw.pwd')}</label>
          <input id={`${id}-pwd`} type="password" autoComplete="current-password" value={pwd} onChange={(e) => setPwd(e.target.value)} disabled={busy} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} />
        </div>
      )}
      <div className="mp-choice">
        <label>
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} disabled={busy} /> {t('withdraw.agree')}
        </label>
      </div>
      {error && <p className="mp-alert" id={`${id}-error`} role="alert">{error}</p>}
      <div className="mp-actions">
        <button type="submit" className="mp-button mp-button--danger" disabled={busy} aria-busy={busy}>{t('withdraw.submit')}</button>
        <button type="button" className="mp-button mp-button--ghost" onClick={onClose} disabled={busy}>{t('withdraw.cancel')}</button>
      </div>
    </form>
  );
}
