// SPEC §9 payment methods with their labels (shared 'payment.*' texts), as a radio group.
import { paymentMethodLabelKey, translate } from '@stay/shared';
import { useId } from 'react';
import { useBookingTranslation } from '../i18n';

export function methodLabel(method: string): string {
  const key = paymentMethodLabelKey(method);
  return key ? translate(key) : method;
}

export function PayMethods({ methods, value, onChange, disabled }: { methods: string[]; value: string; onChange: (method: string) => void; disabled: boolean }) {
  const { t } = useBookingTranslation();
  const id = useId();
  return (
    <fieldset className="bk-card bk-methods" disabled={disabled}>
      <legend className="bk-card__title">{t('pay.title')}</legend>
      <div className="bk-methods__list">
        {methods.map((m) => (
          <label key={m} className={`bk-method${value === m ? ' bk-method--on' : ''}`}>
            <input type="radio" name={`${id}-method`} value={m} checked={value === m} onChange={() => onChange(m)} />
            <span>{methodLabel(m)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
