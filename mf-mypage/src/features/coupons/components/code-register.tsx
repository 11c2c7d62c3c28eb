// Registering a coupon code on /mypage/coupon: one box for every kind (a pack code, a company's
// code, a live broadcast's number); the server tells the kind from the code. The answer is spoken:
// what was added (role=status) or why not (role=alert, the server's SPEC §8 message), and the box
// keeps the focus on a refusal so the member can correct it at once. The coupons it gave are handed
// to the page, which shows them in the usable tab.
import { useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '@stay/shared/kit/errors';
import { COUPON_CODE_MAX_LENGTH, codeProblem, registerCode } from '../api/register-code';
import type { Coupon } from '../api/coupons';
import { useCouponsTranslation } from '../i18n';

export function CodeRegister({ onAdded }: { onAdded: (coupons: Coupon[]) => void }) {
  const { t } = useCouponsTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  // A new alert element per answer, so the same refusal twice is announced twice.
  const [attempt, setAttempt] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const refuse = (message: string) => {
    setAttempt((n) => n + 1);
    setError(message);
    input.current?.focus();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setNotice('');
    const problem = codeProblem(code);
    if (problem) return refuse(t(problem, { max: COUPON_CODE_MAX_LENGTH }));
    setBusy(true);
    setError('');
    try {
      const { kind, coupons } = await registerCode(code);
      setCode('');
      setNotice(`${t(`registered.${kind}`)} ${t('added', { count: coupons.length, names: coupons.map((c) => c.couponName || c.title).join(', ') })}`);
      onAdded(coupons);
    } catch (err) {
      refuse(errorMessage(err) || t('failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="mp-card" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`} aria-busy={busy} noValidate data-testid="coupon-code-form">
      <h2 className="mp-sub" id={`${id}-title`}>{t('title')}</h2>
      <div className="mp-field">
        <label htmlFor={`${id}-code`}>{t('label')}</label>
        <input
          ref={input}
          id={`${id}-code`}
          name="code"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputMode="text"
          autoCapitalize="characters"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="done"
          maxLength={COUPON_CODE_MAX_LENGTH}
          // Read-only rather than disabled while the answer is awaited: a disabled box would drop the focus.
          readOnly={busy}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <p className="mp-note" id={`${id}-hint`}>{t('hint')} {t('once')}</p>
      </div>
      {error && <p key={attempt} className="mp-alert" id={`${id}-error`} role="alert">{error}</p>}
      <p role="status" className="mp-ok">{notice}</p>
      <div className="mp-actions">
        <button type="submit" className="mp-button" aria-disabled={busy}>{busy ? t('busy') : t('submit')}</button>
      </div>
    </form>
  );
}
