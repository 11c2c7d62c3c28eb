// Marketing consent (PUT /users/marketing {agree}): a checkbox that saves at once, and the state as
// it is: not given, given on a date, or withdrawn on a date.
import { useId, useState } from 'react';
import { formatDate } from '@stay/shared/kit/format';
import { useLocale } from '@stay/shared/kit/use-locale';
import { errorMessage } from '@stay/shared/kit/errors';
import { setMarketing, type Profile } from '../api/user';
import { useAccountTranslation } from '../i18n';

export function MarketingConsent({ profile, onSaved }: { profile: Profile; onSaved: (p: Profile) => void }) {
  const { t } = useAccountTranslation();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  // Shown at once; put back if the server refuses.
  const [checked, setChecked] = useState(profile.marketingAgree);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const id = useId();
  const consent = profile.marketingConsent;
  const when = consent.at ? formatDate(consent.at, locale) : null;
  // Truthful: a member who never said yes has nothing withdrawn and no date.
  const said = consent.state === 'NEVER' ? t('marketing.never') : when ? t(consent.state === 'AGREED' ? 'marketing.agreedOn' : 'marketing.withdrawnOn', { date: when }) : t(consent.state === 'AGREED' ? 'marketing.agreed' : 'marketing.withdrawn');

  const change = async (agree: boolean) => {
    setChecked(agree);
    setBusy(true);
    setError('');
    setNotice('');
    try {
      onSaved(await setMarketing(agree));
      setNotice(t(agree ? 'marketing.on' : 'marketing.off'));
    } catch (err) {
      setChecked(!agree);
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="mp-card" aria-labelledby={`${id}-title`} data-testid="marketing-consent">
      <h2 className="mp-sub" id={`${id}-title`}>{t('marketing.title')}</h2>
      <div className="mp-choice">
        <label>
          <input type="checkbox" checked={checked} onChange={(e) => void change(e.target.checked)} disabled={busy} aria-describedby={`${id}-when`} /> {t('marketing.label')}
        </label>
      </div>
      <p className="mp-note" id={`${id}-when`} data-testid="marketing-date">
        {said}
      </p>
      {error && <p className="mp-alert" role="alert">{error}</p>}
      <p role="status" className="mp-ok" hidden={!notice}>{notice}</p>
    </section>
  );
}
