// Points to use (at most `max`: what the member has and what the server lets this stay take).
// The value is handed over when typing pauses, on blur or Enter, and with 'use all'; the server
// then prices the stay again.
import { useEffect, useId, useRef, useState } from 'react';
import { formatKrw } from '@stay/shared';
import { useLocale } from '@stay/shared/kit/use-locale';
import { useBookingTranslation } from '../i18n';

const DEBOUNCE_MS = 500;

export function PointsField({ point, max, value, onChange, disabled, kind = 'points' }: { point: number; max: number; value: number; onChange: (points: number) => void; disabled: boolean; kind?: 'points' | 'welfare' }) {
  const { t } = useBookingTranslation();
  const locale = useLocale();
  const id = useId();
  const [text, setText] = useState(value ? String(value) : '');
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // The server may lower the value (a coupon left less to pay): show what counts.
  useEffect(() => setText(value ? String(value) : ''), [value]);
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const commit = (raw: string) => {
    if (timer.current) clearTimeout(timer.current);
    const clean = raw.trim();
    if (clean !== '' && !/^\d{1,9}$/.test(clean)) return setError(t(`${kind}.invalid`));
    const n = clean === '' ? 0 : Number(clean);
    if (n > max) return setError(t(`${kind}.over`, { max: formatKrw(max, locale) }));
    setError(null);
    if (n !== value) onChange(n);
  };
  const type = (raw: string) => {
    setText(raw);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(raw), DEBOUNCE_MS);
  };

  return (
    <section className="bk-card bk-points" data-testid={`${kind}-field`} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="bk-card__title">{t(`${kind}.title`)}</h2>
      <div className={`bk-field${error ? ' bk-field--invalid' : ''}`}>
        <label className="bk-field__label" htmlFor={id}>{t(`${kind}.label`)}</label>
        <div className="bk-points__row">
          <input
            id={id}
            className="bk-field__input"
            inputMode="numeric"
            value={text}
            disabled={disabled || max <= 0}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(e) => type(e.target.value)}
            onBlur={(e) => commit(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                commit(e.currentTarget.value);
              }
            }}
          />
          <button type="button" className="bk-button bk-button--ghost" disabled={disabled || max <= 0} onClick={() => { setText(String(max)); commit(String(max)); }}>
            {t(`${kind}.useAll`)}
          </button>
        </div>
        <p id={`${id}-hint`} className="bk-field__hint">{t(`${kind}.have`, { point: formatKrw(point, locale), max: formatKrw(max, locale) })}</p>
        {error && <p id={`${id}-error`} className="bk-field__error" role="alert">{error}</p>}
      </div>
    </section>
  );
}
