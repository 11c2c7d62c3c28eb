// Sign-up step 2: name, password, its confirmation ('values differ', SPEC §5), optional mobile
// number, the required consent line and the optional marketing consent; then POST /users/cert,
// which logs the new member in, and a welcome.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { alert, currentLocale } from '@stay/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { signIn } from '../session';
import { requestErrorText } from './errors';
import { FormError, FormField, SubmitButton } from './form-field';
import { useLoginTranslation } from './i18n';
import { SignUpConsents } from './sign-up-consents';
import { createAccount } from './requests/create-account';
import { ProfileSchema, type ProfileInput, type ProfileValues } from './schemas';

export interface SignupProfileFormProps {
  email: string;
  certIdx: number;
}

export function SignupProfileForm({ email, certIdx }: SignupProfileFormProps) {
  const { t } = useLoginTranslation();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState, getFieldState, trigger } = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: valibotResolver(ProfileSchema),
    mode: 'onTouched',
    // 'all' lets valibot run the whole pipe, so 'values differ' shows while other fields are
    // still empty (with the default the object's first issue stops the pipe before the check).
    criteriaMode: 'all',
    defaultValues: { name: '', password: '', passwordConfirm: '', phone: '', agree: false, marketing: false },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (values: ProfileValues) => {
    setServerError(null);
    try {
      await createAccount({ certEmailIdx: certIdx, email, name: values.name, password: values.password, phone: values.phone, marketing: values.marketing, locale: currentLocale() });
      const user = await signIn();
      // The shell's alert layer outlives the move to the return url, so the welcome stays in view.
      void alert(t('signup.welcome', { name: user.name || values.name }), { title: t('signup.welcomeTitle') });
    } catch (error) {
      setServerError(requestErrorText(error));
    }
  };

  return (
    <form className="lg-form" noValidate onSubmit={handleSubmit(onSubmit)}>
      <FormField label={t('fields.name')} autoComplete="name" registration={register('name')} error={errors.name} />
      <FormField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        hint={t('hints.password')}
        keepHint
        registration={register('password', {
          // Re-check the confirmation once the user has been there, not before (an untouched,
          // empty confirmation must not cry 'required' while the password is being typed).
          onChange: () => {
            if (getFieldState('passwordConfirm').isTouched) void trigger('passwordConfirm');
          },
        })}
        error={errors.password}
      />
      <FormField
        label={t('fields.passwordConfirm')}
        type="password"
        autoComplete="new-password"
        registration={register('passwordConfirm')}
        error={errors.passwordConfirm}
      />
      <FormField
        label={t('fields.phone')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        hint={t('hints.phone')}
        registration={register('phone')}
        error={errors.phone}
      />
      <SignUpConsents agree={register('agree')} marketing={register('marketing')} error={errors.agree} />
      <FormError message={serverError} />
      <SubmitButton busy={isSubmitting} label={t('signup.submit')} busyLabel={t('signup.submitting')} />
    </form>
  );
}
