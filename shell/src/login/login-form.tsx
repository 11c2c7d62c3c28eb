// E-mail login (SPEC §4, §7 POST /login): e-mail, password, remember me. On success the session
// is signed in (GET /users into the store); the page then goes to the return url.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { hasRememberMarker, signIn } from '../session';
import { requestErrorText } from './errors';
import { CheckboxField, FormError, FormField, SubmitButton } from './form-field';
import { useLoginTranslation } from './i18n';
import { loginWithEmail } from './requests/login';
import { LoginSchema, type LoginValues } from './schemas';
import { RecoveryLinks } from './recovery/recovery-links';

export function LoginForm() {
  const { t } = useLoginTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginValues>({
    resolver: valibotResolver(LoginSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', remember: hasRememberMarker() },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (values: LoginValues) => {
    setServerError(null);
    try {
      await loginWithEmail(values.email, values.password);
      await signIn(values.remember);
    } catch (error) {
      setServerError(requestErrorText(error));
    }
  };

  return (
    <form className="lg-form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormField
        label={t('fields.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        registration={register('email')}
        error={errors.email}
      />
      <FormField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password}
      />
      <CheckboxField label={t('login.remember')} hint={t('login.rememberHint')} registration={register('remember')} />
      <FormError message={serverError} />
      <SubmitButton busy={isSubmitting} label={t('login.submit')} busyLabel={t('login.submitting')} />
      <RecoveryLinks />
    </form>
  );
}
