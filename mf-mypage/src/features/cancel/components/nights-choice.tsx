// How many of the last nights to cancel (1..max): a labelled list that stays on screen (and keeps
// the focus) while the preview for the new number loads.
import { useId } from 'react';
import { useCancelTranslation } from '../i18n';

export function NightsChoice({ value, max, onChange, disabled }: { value: number; max: number; onChange: (n: number) => void; disabled: boolean }) {
  const { t } = useCancelTranslation();
  const id = useId();
  return (
    <div className="mp-field">
      <label htmlFor={id}>{t('nightsLabel')}</label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))} disabled={disabled}>
        {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n}>
            {t('nightsOption', { count: n })}
          </option>
        ))}
      </select>
    </div>
  );
}
