// One labelled input with its hint and inline error; aria-invalid and aria-describedby point at
// them so a screen reader reads the error with the field.
import { useId, type InputHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'onChange' | 'onBlur' | 'ref'>;

export interface TextFieldProps extends InputProps {
  label: string;
  registration: UseFormRegisterReturn;
  /** The translated error, if any. */
  error?: string;
  hint?: string;
}

export function TextField({ label, registration, error, hint, className, ...rest }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`bk-field${error ? ' bk-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="bk-field__label" htmlFor={id}>{label}</label>
      <input id={id} className="bk-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} {...registration} />
      {hint && <p id={`${id}-hint`} className="bk-field__hint">{hint}</p>}
      {error && <p id={`${id}-error`} className="bk-field__error">{error}</p>}
    </div>
  );
}
