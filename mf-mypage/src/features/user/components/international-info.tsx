// Name and phone for stays abroad (SPEC §7 PUT /users/international-info; §5 GLOBAL_USER_NAME,
// GLOBAL_TEL and 'phone format does not match the selected country', checked by the server).
import { GLOBAL_TEL, GLOBAL_USER_NAME, fieldError, useStayTranslation } from '@stay/shared';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '@stay/shared/kit/errors';
import { saveInternational, type InternationalInfo, type Profile } from '../api/user';
import { useAccountTranslation } from '../i18n';

/** Calling codes of the nations the site sells (SPEC §9) and common origin markets. */
const COUNTRIES = ['82', '81', '84', '66', '1', '86', '852', '886', '65', '63', '44'];

export function InternationalInfoForm({ profile, onSaved, onClose }: { profile: Profile; onSaved: (p: Profile) => void; onClose: () => void }) {
  const { t } = useAccountTranslation();
  const { t: common } = useStayTranslation('common');
  const [info, setInfo] = useState<InternationalInfo>({
    internationalNumber: profile.internationalNumber ?? '82',
    internationalPhone: profile.internationalPhone ?? '',
    userFirstName: profile.userFirstName ?? '',
    userLastName: profile.userLastName ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const id = useId();
  const set = (key: keyof InternationalInfo) => (value: string) => setInfo((i) => ({ ...i, [key]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    for (const key of ['userFirstName', 'userLastName'] as const) {
      const problem = fieldError(GLOBAL_USER_NAME, info[key]);
      if (problem) found[key] = common(problem);
    }
    const tel = fieldError(GLOBAL_TEL, info.internationalPhone);
    if (tel) found.internationalPhone = common(tel);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      onSaved(await saveInternational({ ...info, userFirstName: info.userFirstName.trim(), userLastName: info.userLastName.trim() }));
    } catch (err) {
      setErrors({ form: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  const input = (key: 'userFirstName' | 'userLastName' | 'internationalPhone', label: string, extra: Record<string, string>) => (
    <div className="mp-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input id={`${id}-${key}`} value={info[key]} onChange={(e) => set(key)(e.target.value)} disabled={busy} maxLength={key === 'internationalPhone' ? 15 : 50} aria-invalid={Boolean(errors[key])} aria-describedby={errors[key] ? `${id}-${key}-error` : undefined} {...extra} />
      {errors[key] && <p className="mp-alert" id={`${id}-${key}-error`} role="alert">{errors[key]}</p>}
    </div>
  );

  return (
    <form className="mp-card" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`} noValidate data-testid="international-form">
      <h2 className="mp-sub" id={`${id}-title`}>{t('intl.title')}</h2>
      <p className="mp-note">{t('intl.lead')}</p>
      {input('userFirstName', t('intl.first'), { autoComplete: 'given-name', autoCapitalize: 'characters', lang: 'en' })}
      {input('userLastName', t('intl.last'), { autoComplete: 'family-name', autoCapitalize: 'characters', lang: 'en' })}
      <div className="mp-field">
        <label htmlFor={`${id}-country`}>{t('intl.country')}</label>
        <select id={`${id}-country`} value={info.internationalNumber} onChange={(e) => set('internationalNumber')(e.target.value)} disabled={busy}>
          {COUNTRIES.map((c) => <option key={c} value={c}>+{c}</option>)}
        </select>
      </div>
      {input('internationalPhone', t('intl.phone'), { inputMode: 'numeric', autoComplete: 'tel-national' })}
      {errors.form && <p className="mp-alert" role="alert">{errors.form}</p>}
      <div className="mp-actions">
        <button type="submit" className="mp-button" disabled={busy} aria-busy={busy}>{t('intl.save')}</button>
        <button type="button" className="mp-button mp-button--ghost" onClick={onClose} disabled={busy}>{t('intl.cancel')}</button>
      </div>
    </form>
  );
}
