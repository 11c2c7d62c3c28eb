// The consent step of a newcomer's first Kakao login (/login?kakao=consent): the account does not
// exist until they agree to what the e-mail sign-up asks (terms, privacy policy, age 14 and over;
// marketing optional). Agreeing creates it and logs them in; the login page then takes them back
// to where they started. A step left too long says so and offers Kakao again.
import { valibotResolver } from '@hookform/resolvers/valibot';
import { currentLocale, localeFromPath, localizedHref, rememberReturnUrl } from '@stay/shared';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as v from 'valibot';
import { signIn } from '../session';
import { requestErrorText } from './errors';
import { FormError, SubmitButton } from './form-field';
import { useLoginTranslation } from './i18n';
import { SignUpConsents } from './sign-up-consents';
import { KakaoButton } from './kakao-button';
import { completeKakaoSignUp, kakaoSignUpWaiting } from './requests/kakao-sign-up';

const ConsentSchema = v.object({
  agree: v.pipe(v.boolean(), v.check((b) => b, 'login:signup.agreeRequired')),
  marketing: v.boolean(),
});
type ConsentValues = v.InferOutput<typeof ConsentSchema>;

type Waiting = { status: 'loading' } | { status: 'ready'; name: string; email: string | null } | { status: 'expired'; message: string };

export function KakaoConsent() {
  const { t } = useLoginTranslation();
  const [waiting, setWaiting] = useState<Waiting>({ status: 'loading' });
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ConsentValues>({
    resolver: valibotResolver(ConsentSchema),
    defaultValues: { agree: false, marketing: false },
  });

  useEffect(() => {
    let live = true;
    kakaoSignUpWaiting().then(
      (who) => live && setWaiting({ status: 'ready', ...who }),
      (error: unknown) => live && setWaiting({ status: 'expired', message: requestErrorText(error) }),
    );
    return () => {
      live = false;
    };
  }, []);

  const onSubmit = async (values: ConsentValues) => {
    setServerError(null);
    try {
      const { returnTo } = await completeKakaoSignUp({ marketing: values.marketing, locale: currentLocale() });
      // Where the Kakao login started (the server kept it across the provider's pages): the login
      // page follows the session there.
      const url = new URL(returnTo, window.location.origin);
      rememberReturnUrl(`${localeFromPath(url.pathname).rest}${url.search}`);
      await signIn();
    } catch (error) {
      setServerError(requestErrorText(error));
    }
  };

  if (waiting.status === 'loading') {
    return (
      <p className="lg-note" role="status" aria-busy="true">
        {t('kakao.consentLoading')}
      </p>
    );
  }
  if (waiting.status === 'expired') {
    return (
      <div className="lg-kakao-consent" data-testid="kakao-consent">
        <p className="lg-form-error" role="alert">
          {waiting.message}
        </p>
        <KakaoButton />
      </div>
    );
  }
  return (
    <form className="lg-form lg-kakao-consent" noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="lg-kakao-consent-title" data-testid="kakao-consent">
      <h2 className="lg-kakao-consent__title" id="lg-kakao-consent-title">
        {t('kakao.consentTitle')}
      </h2>
      <p className="lg-lead">{waiting.email ? t('kakao.consentWhoEmail', { name: waiting.name, email: waiting.email }) : t('kakao.consentWho', { name: waiting.name })}</p>
      <SignUpConsents agree={register('agree')} marketing={register('marketing')} error={formState.errors.agree} />
      <FormError message={serverError} />
      <SubmitButton busy={formState.isSubmitting} label={t('kakao.consentSubmit')} busyLabel={t('signup.submitting')} />
      <a className="lg-link-button" href={localizedHref('/login')}>
        {t('kakao.consentCancel')}
      </a>
    </form>
  );
}
