// 'Find my ID' and 'Reset my password' under the login form (SPEC §4 FIND_ID / FIND_PWD).
import { ShellLink } from '../../layout/shell-link';
import { useRecoveryTranslation } from './i18n';

export function RecoveryLinks() {
  const { t } = useRecoveryTranslation();
  return (
    <nav className="lg-recovery-links" aria-label={t('links.label')}>
      <ShellLink to="/login/find-id">{t('links.findId')}</ShellLink>
      <span aria-hidden="true">·</span>
      <ShellLink to="/login/find-password">{t('links.resetPassword')}</ShellLink>
    </nav>
  );
}
