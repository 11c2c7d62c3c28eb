// Changing the mobile number with a MODIFY_PHONE code (SPEC §4 verification purposes): number ->
// code sent (dev outbox in the demo) -> code verified and the number saved in one step. Server
// messages (SPEC §8: EXPIRED_TIME, CERTIFICATION_NOT_CORRECT, SEND_LIMIT ...) are shown as sent.
import { maskPhone, PHONE_PATTERN, phoneDigits, useStayTranslation, VALIDATION_MESSAGES } from '@stay/shared';
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '@stay/shared/kit/errors';
import { changePhone, sendPhoneCode, verifyCode, type Profile } from '../api/user';
import { useAccountTranslation } from '../i18n';

type Step = { at: 'phone' } | { at: 'code'; certIdx: number; phone: string };

export function PhoneChange({ onChanged, onClose }: { onChanged: (p: Profile) => void; onClose: () => void }) {
  const { t } = useAccountTranslation();
  const { t: common } = useStayTranslation('common');
  const [step, setStep] = useState<Step>({ at: 'phone' });
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const phoneId = useId();
  const codeId = useId();
  const errorId = useId();

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  const send = (e?: FormEvent) => {
    e?.preventDefault();
    const digits = phoneDigits(phone);
    if (!PHONE_PATTERN.test(digits)) return setError(common(VALIDATION_MESSAGES.phone));
    void run(async () => setStep({ at: 'code', certIdx: await sendPhoneCode(digits), phone: digits }));
  };
  const save = (e: FormEvent) => {
    e.preventDefault();
    if (step.at !== 'code') return;
    void run(async () => {
      await verifyCode(step.certIdx, code.trim());
      onChanged(await changePhone(step.certIdx, step.phone));
    });
  };

  return (
    <form className="mp-card" onSubmit={step.at === 'phone' ? send : save} aria-labelledby={`${phoneId}-title`} noValidate>
      <h2 className="mp-sub" id={`${phoneId}-title`}>{t('user.change')}</h2>
      <div className="mp-field">
        <label htmlFor={phoneId}>{t('user.newPhone')}</label>
        <input id={phoneId} type="tel" inputMode="numeric" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} disabled={busy || step.at === 'code'} aria-describedby={error ? errorId : undefined} aria-invalid={Boolean(error) && step.at === 'phone'} />
      </div>
      {step.at === 'code' && (
        <>
          <p className="mp-note" role="status">{t('user.sent', { phone: maskPhone(step.phone) })}</p>
          <div className="mp-field">
            <label htmlFor={codeId}>{t('user.code')}</label>
            <input id={codeId} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(e) => setCode(e.target.value)} disabled={busy} aria-describedby={error ? errorId : undefined} aria-invalid={Boolean(error)} />
          </div>
        </>
      )}
      {error && <p className="mp-alert" id={errorId} role="alert">{error}</p>}
      <div className="mp-actions">
        <button type="submit" className="mp-button" disabled={busy} aria-busy={busy}>{step.at === 'phone' ? t('user.send') : t('user.save')}</button>
        {step.at === 'code' && <button type="button" className="mp-button mp-button--ghost" onClick={() => send()} disabled={busy}>{t('user.resend')}</button>}
        <button type="button" className="mp-button mp-button--ghost" onClick={onClose} disabled={busy}>{t('user.cancel')}</button>
      </div>
    </form>
  );
}
