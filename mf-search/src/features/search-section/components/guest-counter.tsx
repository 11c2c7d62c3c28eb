// A +/- counter. A button that cannot act stays focusable (aria-disabled) and is described by the
// reason, so a screen-reader user learns why + does nothing (e.g. the 8-guest cap).
import { useId } from 'react';
import { useSectionTranslation } from '../i18n';

export interface GuestCounterProps {
  label: string;
  note: string;
  value: number;
  onDecrease: () => void;
  onIncrease: () => void;
  /** Why - cannot act; undefined when it can. */
  decreaseBlocked?: string;
  /** Why + cannot act; undefined when it can. */
  increaseBlocked?: string;
  /** The value for screen readers; a count of guests ('2명') by default. */
  valueText?: string;
}

export function GuestCounter({ label, note, value, onDecrease, onIncrease, decreaseBlocked, increaseBlocked, valueText }: GuestCounterProps) {
  const { t } = useSectionTranslation();
  const labelId = useId();
  const decreaseWhy = useId();
  const increaseWhy = useId();
  return (
    <div className="sr-counter" role="group" aria-labelledby={labelId}>
      <div className="sr-counter__text">
        <span id={labelId} className="sr-counter__label">
          {label}
        </span>
        <span className="sr-counter__note">{note}</span>
      </div>
      <div className="sr-counter__controls">
        <button
          type="button"
          className="sr-counter__button"
          aria-label={t('guests.decrease', { label })}
          aria-disabled={decreaseBlocked ? true : undefined}
          aria-describedby={decreaseBlocked ? decreaseWhy : undefined}
          onClick={() => !decreaseBlocked && onDecrease()}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output className="sr-counter__value" aria-live="polite" aria-label={`${label} ${valueText ?? t('guests.count', { count: value })}`}>
          {value}
        </output>
        <button
          type="button"
          className="sr-counter__button"
          aria-label={t('guests.increase', { label })}
          aria-disabled={increaseBlocked ? true : undefined}
          aria-describedby={increaseBlocked ? increaseWhy : undefined}
          onClick={() => !increaseBlocked && onIncrease()}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {decreaseBlocked && (
        <span id={decreaseWhy} hidden>
          {decreaseBlocked}
        </span>
      )}
      {increaseBlocked && (
        <span id={increaseWhy} hidden>
          {increaseBlocked}
        </span>
      )}
    </div>
  );
}
