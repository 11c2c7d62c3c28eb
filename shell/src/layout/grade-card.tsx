// SPEC §2 "Grade card": Bronze is a general member with a pitch, a subscribe button and a
// corporate link; Silver (monthly) and Gold (yearly) are awesome members with a manage button; a
// corporate member (type C, SPEC §4/§6) shows its company as registered, whatever its grade.
import type { UserInfo } from '@stay/shared';
import { useShellTranslation } from '../i18n';
import { ShellLink } from './shell-link';

export type GradeCardKind = 'bronze' | 'silver' | 'gold' | 'corporate';

export function gradeCardKind(user: Pick<UserInfo, 'grade' | 'type'>): GradeCardKind {
  if (user.type === 'C') return 'corporate';
  if (user.grade === 'Gold') return 'gold';
  if (user.grade === 'Silver') return 'silver';
  return 'bronze';
}

export interface GradeCardProps {
  user: Pick<UserInfo, 'grade' | 'type' | 'corpName'>;
  onNavigate?: () => void;
}

export function GradeCard({ user, onNavigate }: GradeCardProps) {
  const { t } = useShellTranslation();
  const kind = gradeCardKind(user);

  if (kind === 'corporate') {
    const corpName = user.corpName?.trim();
    return (
      <section className="sh-grade sh-grade--corporate" aria-label={t('profile.corporateTitle')}>
        <p className="sh-grade__label">{t('profile.corporateTitle')}</p>
        {corpName && <p className="sh-grade__title">{t('profile.corporateRegistered', { corpName })}</p>}
      </section>
    );
  }

  if (kind === 'bronze') {
    return (
      <section className="sh-grade sh-grade--bronze" aria-label={t('profile.bronzeTitle')}>
        <p className="sh-grade__title">{t('profile.bronzeTitle')}</p>
        <p className="sh-grade__pitch">{t('profile.bronzePitch')}</p>
        <ShellLink to="/membership/awesome/subscribe" className="sh-grade__button" onNavigate={onNavigate}>
          {t('profile.subscribe')}
        </ShellLink>
        <ShellLink to="/membership/benefit-mall/register" className="sh-grade__link" onNavigate={onNavigate}>
          {t('profile.corporateLink')}
        </ShellLink>
      </section>
    );
  }

  return (
    <section className={`sh-grade sh-grade--${kind}`} aria-label={t('profile.awesomeTitle')}>
      <p className="sh-grade__label">{t('profile.awesomeTitle')}</p>
      <p className="sh-grade__title">{t(kind === 'gold' ? 'profile.gold' : 'profile.silver')}</p>
      <ShellLink to="/membership/awesome/management" className="sh-grade__button" onNavigate={onNavigate}>
        {t('profile.manage')}
      </ShellLink>
    </section>
  );
}
