// One labelled input with its hint and inline error: aria-invalid and aria-describedby point at
// them, so a screen reader reads the error with the field (SPEC §5 messages are user-facing).
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { messageText, useLoginTranslation } from './i18n';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type' | 'onChange' | 'onBlur' | 'ref'>;

export interface FormFieldProps extends InputProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: string;
  type?: 'text' | 'email' | 'password' | 'tel';
  /** Something beside the input, e.g. the 'get code' button. */
  action?: ReactNode;
  /** Keep the hint next to an error (it says more than the error, e.g. which specials count). */
  keepHint?: boolean;
}

/** A server message is shown as it is; a schema message is an i18n key. */
export function useErrorText(error: FieldError | undefined): string | undefined {
  const { t } = useLoginTranslation();
  if (!error?.message) return undefined;
  return error.type === 'server' ? error.message : messageText(t, error.message);
}

export function FormField({ label, registration, error, hint: hintText, type = 'text', action, keepHint = false, ...rest }: FormFieldProps) {
  const { t } = useLoginTranslation();
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const message = useErrorText(error);
  // The SPEC §5 messages carry their own example, so most hints would only repeat them.
  const hint = message && !keepHint ? undefined : hintText;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, message && errorId].filter(Boolean).join(' ') || undefined;
  const isPassword = type === 'password';
  return (
    <div className={`lg-field${message ? ' lg-field--invalid' : ''}`}>
      <label className="lg-field__label" htmlFor={id}>
        {label}
      </label>
      <div className="lg-field__row">
        <div className="lg-field__control">
          <input
            id={id}
            className="lg-field__input"
            type={isPassword && revealed ? 'text' : type}
            aria-invalid={message ? true : undefined}
            aria-describedby={describedBy}
            {...rest}
            {...registration}
          />
          {isPassword && (
            <button
              type="button"
              className="lg-field__reveal"
              aria-label={t('showPassword')}
              aria-pressed={revealed}
              aria-controls={id}
              onClick={() => setRevealed((r) => !r)}
            >
              <EyeIcon open={revealed} />
            </button>
          )}
        </div>
        {action}
      </div>
      {hint && (
        <p id={hintId} className="lg-field__hint">
          {hint}
        </p>
      )}
      {message && (
        <p id={errorId} className="lg-field__error">
          {message}
        </p>
      )}
    </div>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {!open && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
    </svg>
  );
}

export interface CheckboxFieldProps {
  label: ReactNode;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  hint?: string;
}

export function CheckboxField({ label, registration, error, hint }: CheckboxFieldProps) {
  const id = useId();
  const message = useErrorText(error);
  const describedBy = [hint && `${id}-hint`, message && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="lg-check">
      <div className="lg-check__row">
        <input id={id} type="checkbox" className="lg-check__input" aria-invalid={message ? true : undefined} aria-describedby={describedBy} {...registration} />
        <label htmlFor={id} className="lg-check__label">
          {label}
        </label>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="lg-field__hint lg-check__hint">
          {hint}
        </p>
      )}
      {message && (
        <p id={`${id}-error`} className="lg-field__error lg-check__hint">
          {message}
        </p>
      )}
    </div>
  );
}

/** The submit button: disabled and announced busy while the request runs. */
export interface SubmitButtonProps {
  busy: boolean;
  label: string;
  busyLabel: string;
  /** 'inline' sits beside an input. */
  variant?: 'primary' | 'inline';
}

export function SubmitButton({ busy, label, busyLabel, variant = 'primary' }: SubmitButtonProps) {
  return (
    <button type="submit" className={`lg-button lg-button--${variant}`} disabled={busy} aria-busy={busy || undefined}>
      {busy && <span className="lg-spinner" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}

/** A form-level message: the server's answer to the last submit (SPEC §8 texts). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="lg-form-error" role="alert">
      {message}
    </p>
  );
}
