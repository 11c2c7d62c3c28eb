// Password change (PUT /users {currentPwd, pwd}): the current password, the new one twice (SPEC §5
// PASSWORD and 'values differ'). The server ends the member's other sessions (they get 499).
import { PASSWORD_WITH_CONFIRM, fieldErrors, useStayTranslation } from '@stay/shared';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '@stay/shared/kit/errors';
import { changePassword } from '../api/user';
import { useAccountTranslation } from '../i18n';

export function PasswordChange({ onDone, onClose }: { onDone: (notice: string) => void; onClose: () => void }) {
  const { t } = useAccountTranslation();
  const { t: common } = useStayTranslation('common');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    if (!current) found.current = common('validation.required');
    for (const [k, key] of Object.entries(fieldErrors(PASSWORD_WITH_CONFIRM, { password: next, passwordConfirm: confirm }))) found[k === 'password' ? 'next' : 'confirm'] = common(key);
    if (!found.next && current && next === current) found.next = t('pwd.same');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await changePassword(current, next);
      onDone(t('pwd.done'));
    } catch (err) {
      setErrors({ form: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  const field = (key: 'current' | 'next' | 'confirm', label: string, value: string, set: (s: string) => void, auto: string) => (
    <div className="mp-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input id={`${id}-${key}`} type="password" autoComplete={auto} value={value} onChange={(e) => set(e.target.value)} disabled={busy} maxLength={16} aria-invalid={Boolean(errors[key])} aria-describedby={errors[key] ? `${id}-${key}-error` : key === 'next' ? `${id}-hint` : undefined} />
      {key === 'next' && <p className="mp-note" id={`${id}-hint`}>{t('pwd.hint')}</p>}
      {errors[key] && <p className="mp-alert" id={`${id}-${key}-error`} role="alert">{errors[key]}</p>}
    </div>
  );

  return (
    <form className="mp-card" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`} noValidate data-testid="password-form">
      <h2 className="mp-sub" id={`${id}-title`}>{t('pwd.title')}</h2>
      {field('current', t('pwd.current'), current, setCurrent, 'current-password')}
      {field('next', t('pwd.next'), next, setNext, 'new-password')}
      {field('confirm', t('pwd.confirm'), confirm, setConfirm, 'new-password')}
      {errors.form && <p className="mp-alert" role="alert">{errors.form}</p>}
      <div className="mp-actions">
        <button type="submit" className="mp-button" disabled={busy} aria-busy={busy}>{t('pwd.save')}</button>
        <button type="button" className="mp-button mp-button--ghost" onClick={onClose} disabled={busy}>{t('intl.cancel')}</button>
      </div>
    </form>
  );
}
