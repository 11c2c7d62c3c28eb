// The consents every way of joining asks (the e-mail sign-up's details step, a newcomer's Kakao
// login): the required line (terms, privacy, age 14 and over), the optional marketing one, and the
// two documents, each opening in a new window.
import { localizedHref } from '@stay/shared';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { CheckboxField } from './form-field';
import { useLoginTranslation } from './i18n';

export function SignUpConsents({ agree, marketing, error }: { agree: UseFormRegisterReturn; marketing: UseFormRegisterReturn; error?: FieldError }) {
  const { t } = useLoginTranslation();
  return (
    <>
      <CheckboxField label={t('signup.agree')} registration={agree} error={error} />
      <CheckboxField label={t('signup.marketing')} hint={t('signup.marketingHint')} registration={marketing} />
      <p className="lg-policy-links">
        <a href={localizedHref('/policy/terms')} target="_blank" rel="noopener">
          {t('signup.terms')}
          <span className="sh-visually-hidden"> ({t('newWindow')})</span>
        </a>
        <a href={localizedHref('/policy/privacy')} target="_blank" rel="noopener">
          {t('signup.privacy')}
          <span className="sh-visually-hidden"> ({t('newWindow')})</span>
        </a>
      </p>
    </>
  );
}
