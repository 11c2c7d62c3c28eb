// A member page opened by a visitor: say so and offer the login, keeping this page as the return path.
import { navigate, rememberReturnUrl, useStayTranslation } from '@stay/shared';
import { paths } from '../config/paths';

export function LoginNeeded({ returnTo }: { returnTo: string }) {
  const { t } = useStayTranslation('membership');
  return (
    <div>
      <p className="mb-lead">{t('common.loginNeeded')}</p>
      <button
        type="button"
        className="mb-button"
        onClick={() => {
          rememberReturnUrl(returnTo);
          navigate(paths.login);
        }}
      >
        {t('common.login')}
      </button>
    </div>
  );
}
