// One field of the search section: a button showing the label and the current value that opens
// its modal (aria-haspopup dialog, aria-expanded while open).
import { forwardRef, type ReactNode } from 'react';

export interface SearchFieldProps {
  label: string;
  value: string;
  placeholder?: boolean;
  expanded: boolean;
  controls: string;
  icon: ReactNode;
  onClick: () => void;
}

export const SearchField = forwardRef<HTMLButtonElement, SearchFieldProps>(function SearchField(
  { label, value, placeholder = false, expanded, controls, icon, onClick },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      className={`sr-field${expanded ? ' sr-field--active' : ''}`}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={onClick}
    >
      <span className="sr-field__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="sr-field__text">
        <span className="sr-field__label">{label}</span>
        <span className={`sr-field__value${placeholder ? ' sr-field__value--placeholder' : ''}`}>{value}</span>
      </span>
    </button>
  );
});
