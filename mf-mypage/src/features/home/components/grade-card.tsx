// SPEC §2 "Grade card" on the member home: Bronze is a general member with a pitch, a subscribe
// button and a corporate link; Silver (monthly) and Gold (yearly) are awesome with a manage button;
// a corporate member (type C) shows its company as registered, and its welfare points.
import type { UserInfo } from '@stay/shared';
import { AppLink } from '@stay/shared/kit/app-link';
import { paths } from '../../../config/paths';
import { useHomeTranslation } from '../i18n';

export type GradeKind = 'bronze' | 'silver' | 'gold' | 'corporate';

export function gradeKind(user: Pick<UserInfo, 'grade' | 'type'>): GradeKind {
  if (user.type === 'C') return 'corporate';
  if (user.grade === 'Gold') return 'gold';
  if (user.grade === 'Silver') return 'silver';
  return 'bronze';
}

export function GradeCard({ user }: { user: Pick<UserInfo, 'grade' | 'type' | 'corpName'> }) {
  const { t } = useHomeTranslation();
  const kind = gradeKind(user);
  if (kind === 'corporate') {
    const corpName = user.corpName?.trim();
    return (
      <section className="mp-grade mp-grade--corporate" aria-label={t('grade.corporateTitle')} data-testid="grade-card">
        <p className="mp-grade__label">{t('grade.corporateTitle')}</p>
        {corpName && <p className="mp-grade__title">{t('grade.corporateRegistered', { corpName })}</p>}
        <AppLink className="mp-button" to={paths.welfare}>{t('grade.welfare')}</AppLink>
      </section>
    );
  }
  if (kind === 'bronze') {
    return (
      <section className="mp-grade" aria-label={t('grade.bronzeTitle')} data-testid="grade-card">
        <p className="mp-grade__title">{t('grade.bronzeTitle')}</p>
        <p className="mp-grade__pitch">{t('grade.bronzePitch')}</p>
        <div className="mp-actions">
          <AppLink className="mp-button" to={paths.subscribe}>{t('grade.subscribe')}</AppLink>
          <AppLink className="mp-link" to={paths.corporateRegister}>{t('grade.corporateLink')}</AppLink>
        </div>
      </section>
    );
  }
  return (
    <section className={`mp-grade mp-grade--${kind}`} aria-label={t('grade.awesomeTitle')} data-testid="grade-card">
      <p className="mp-grade__label">{t('grade.awesomeTitle')}</p>
      <p className="mp-grade__title">{t(kind === 'gold' ? 'grade.gold' : 'grade.silver')}</p>
      <AppLink className="mp-button" to={paths.manage}>{t('grade.manage')}</AppLink>
    </section>
  );
}
