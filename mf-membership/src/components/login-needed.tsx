// A member page opened by a visitor: the kit's login prompt in this remote's words and classes.
import { LoginPrompt } from '@stay/shared/kit/page-states';
import { useMembershipTranslation } from '../lib/i18n';

export function LoginNeeded({ returnTo }: { returnTo: string }) {
  const { t } = useMembershipTranslation();
  return <LoginPrompt text={t('common.loginNeeded')} button={t('common.login')} returnTo={returnTo} textClassName="mb-lead" buttonClassName="mb-button" />;
}
