// Registering a coupon code on /mypage/coupon: the kind (pack, company, live broadcast), the code,
// clear errors (ours for the shape, the server's SPEC §8 message for a wrong code), and the coupons
// it gave handed to the page, which shows them in the usable tab.
import { useId, useState, type FormEvent } from 'react';
import { errorMessage } from '@stay/shared/kit/errors';
import { CODE_KINDS, codeProblem, registerCode, type CodeKind } from '../api/register-code';
import type { Coupon } from '../api/coupons';
import { useCouponsTranslation } from '../i18n';

export function CodeRegister({ onAdded }: { onAdded: (coupons: Coupon[]) => void }) {
  const { t } = useCouponsTranslation();
  const [kind, setKind] = useState<CodeKind>('PACK');
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice('');
    const problem = codeProblem(kind, code);
    if (problem) return setError(t(problem));
    setBusy(true);
    setError('');
    try {
      const coupons = await registerCode(kind, code);
      setCode('');
      setNotice(t('added', { count: coupons.length, names: coupons.map((c) => c.couponName || c.title).join(', ') }));
      onAdded(coupons);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="mp-card" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`} noValidate data-testid="coupon-code-form">
      <h2 className="mp-sub" id={`${id}-title`}>{t('title')}</h2>
      <fieldset className="mp-choice">
        <legend>{t('kind.label')}</legend>
        {CODE_KINDS.map((k) => (
          <label key={k}>
            <input type="radio" name={`${id}-kind`} value={k} checked={kind === k} onChange={() => { setKind(k); setError(''); }} disabled={busy} /> {t(`kind.${k}`)}
          </label>
        ))}
      </fieldset>
      <div className="mp-field">
        <label htmlFor={`${id}-code`}>{t(`input.${kind}`)}</label>
        <input
          id={`${id}-code`}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          inputMode={kind === 'LIVE' ? 'numeric' : 'text'}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          disabled={busy}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <p className="mp-note" id={`${id}-hint`}>{t(`hint.${kind}`)} {t('once')}</p>
      </div>
      {error && <p className="mp-alert" id={`${id}-error`} role="alert">{error}</p>}
      <p role="status" className="mp-ok" hidden={!notice}>{notice}</p>
      <div className="mp-actions">
        <button type="submit" className="mp-button" disabled={busy} aria-busy={busy}>{t('submit')}</button>
      </div>
    </form>
  );
}
