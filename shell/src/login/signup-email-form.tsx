// Sign-up step 1a: the e-mail address and 'get code' (POST /users/send-cert, type SIGN_EMAIL).
// Once a code was sent the address is fixed until the user chooses to change it.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { requestErrorCode, requestErrorText } from './errors';
import { FormField } from './form-field';
import { useLoginTranslation } from './i18n';
import { sendSignupCode, type SentCode } from './requests/send-code';
import { EmailSchema, type EmailValues } from './schemas';

export interface SignupEmailFormProps {
  /** The address a code went to, or null before that. */
  sentTo: string | null;
  onSent: (email: string, sent: SentCode) => void;
  onChange: () => void;
}

export function SignupEmailForm({ sentTo, onSent, onChange }: SignupEmailFormProps) {
  const { t } = useLoginTranslation();
  const { register, handleSubmit, setError, formState } = useForm<EmailValues>({
    resolver: valibotResolver(EmailSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async ({ email }: EmailValues) => {
    try {
      onSent(email, await sendSignupCode(email));
    } catch (error) {
      // EMAIL_CAN_NOT_BE_USED belongs to the field; SEND_FAIL, limits and the rest too (the
      // address is the only thing on this form).
      setError('email', { type: 'server', message: requestErrorText(error) }, { shouldFocus: requestErrorCode(error) === 'EMAIL_CAN_NOT_BE_USED' });
    }
  };

  const locked = sentTo !== null;
  const action = locked ? (
    <button type="button" className="lg-button lg-button--inline lg-button--secondary" onClick={onChange}>
      {t('signup.changeEmail')}
    </button>
  ) : (
    <button type="submit" className="lg-button lg-button--inline" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
      {isSubmitting ? t('signup.sending') : t('signup.sendCode')}
    </button>
  );

  return (
    <form className="lg-form lg-form--tight" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        readOnly={locked}
        registration={register('email')}
        error={errors.email}
        action={action}
      />
    </form>
  );
}
