// The staff pages' links to each other: answering inquiries and the booking funnel.
import { paths } from '../config/paths';
import { AppLink } from '@stay/shared/kit/app-link';
import { useSupportTranslation } from '../lib/i18n';

export function StaffNav({ current }: { current: 'inquiries' | 'chat' | 'funnel' }) {
  const { t } = useSupportTranslation();
  return (
    <nav className="sp-chips" aria-label={t('staffNav.label')}>
      <AppLink to={paths.staff} className="sp-chip" aria-current={current === 'inquiries' ? 'page' : undefined}>
        {t('staffNav.inquiries')}
      </AppLink>
      <AppLink to={paths.staffChat} className="sp-chip" aria-current={current === 'chat' ? 'page' : undefined}>
        {t('staffNav.chat')}
      </AppLink>
      <AppLink to={paths.funnel} className="sp-chip" aria-current={current === 'funnel' ? 'page' : undefined}>
        {t('staffNav.funnel')}
      </AppLink>
    </nav>
  );
}
