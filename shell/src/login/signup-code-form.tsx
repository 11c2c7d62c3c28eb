// Sign-up step 1b: the 6-digit code (POST /users/verify-cert) with the 3-minute countdown and a
// resend. EXPIRED_TIME, CERTIFICATION_NOT_CORRECT and CERTIFICATION_FAIL are shown on the field.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { requestErrorText } from './errors';
import { FormField, SubmitButton } from './form-field';
import { useLoginTranslation } from './i18n';
import { verifySignupCode } from './requests/verify-code';
import { CodeSchema, type CodeValues } from './schemas';
import { formatSeconds, useCountdown } from './use-countdown';

export interface SignupCodeFormProps {
  email: string;
  certIdx: number;
  /** Epoch ms when the code expires. */
  expiresAt: number;
  onVerified: () => void;
  onResend: () => Promise<void>;
}

export function SignupCodeForm({ email, certIdx, expiresAt, onVerified, onResend }: SignupCodeFormProps) {
  const { t } = useLoginTranslation();
  const seconds = useCountdown(expiresAt);
  const [resending, setResending] = useState(false);
  const { register, handleSubmit, setError, clearErrors, reset, formState } = useForm<CodeValues>({
    resolver: valibotResolver(CodeSchema),
    mode: 'onSubmit',
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async ({ code }: CodeValues) => {
    try {
      await verifySignupCode(certIdx, code);
      onVerified();
    } catch (error) {
      setError('code', { type: 'server', message: requestErrorText(error) }, { shouldFocus: true });
    }
  };

  const resend = async () => {
    setResending(true);
    clearErrors();
    try {
      await onResend();
      reset({ code: '' });
    } catch (error) {
      setError('code', { type: 'server', message: requestErrorText(error) });
    } finally {
      setResending(false);
    }
  };

  return (
    <form className="lg-form lg-form--tight" noValidate onSubmit={handleSubmit(onSubmit)}>
      <p className="lg-note" role="status">
        {t('signup.codeSent', { email })}
      </p>
      {/* Not a live region: a ticking clock read out every second would drown everything else. */}
      <p className={seconds === 0 ? 'lg-timer lg-timer--over' : 'lg-timer'}>
        {seconds > 0 ? t('signup.remaining', { time: formatSeconds(seconds) }) : t('common:codes.EXPIRED_TIME')}
      </p>
      <FormField
        label={t('fields.code')}
        hint={t('hints.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        registration={register('code')}
        error={errors.code}
        action={<SubmitButton busy={isSubmitting} label={t('signup.verify')} busyLabel={t('signup.verifying')} variant="inline" />}
      />
      <button type="button" className="lg-link-button" onClick={resend} disabled={resending} aria-busy={resending || undefined}>
        {resending ? t('signup.sending') : t('signup.resend')}
      </button>
    </form>
  );
}
