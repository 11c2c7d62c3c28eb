// The staff pages' links to each other, only those the member's roles may use: an agent answers
// inquiries, works the chat and reads the funnel; a pricing admin sets membership prices; an
// operator sees and resends undelivered messages.
import { paths } from '../config/paths';
import { AppLink } from '@stay/shared/kit/app-link';
import { useLoad } from '@stay/shared/kit/use-load';
import { useSupportTranslation } from '../lib/i18n';
import { getStaffRoles } from '../lib/staff-roles';

export function StaffNav({ current }: { current: 'inquiries' | 'chat' | 'funnel' | 'messages' }) {
  const { t } = useSupportTranslation();
  const { state } = useLoad((signal) => getStaffRoles(signal), []);
  const roles = state.status === 'ready' ? state.data : [];
  if (roles.length === 0) return null;
  const here = (page: typeof current) => (current === page ? 'page' : undefined);
  return (
    <nav className="sp-chips" aria-label={t('staffNav.label')}>
      {roles.includes('agent') && (
        <>
          <AppLink to={paths.staff} className="sp-chip" aria-current={here('inquiries')}>
            {t('staffNav.inquiries')}
          </AppLink>
          <AppLink to={paths.staffChat} className="sp-chip" aria-current={here('chat')}>
            {t('staffNav.chat')}
          </AppLink>
          <AppLink to={paths.funnel} className="sp-chip" aria-current={here('funnel')}>
            {t('staffNav.funnel')}
          </AppLink>
        </>
      )}
      {roles.includes('operator') && (
        <AppLink to={paths.staffMessages} className="sp-chip" aria-current={here('messages')}>
          {t('staffNav.messages')}
        </AppLink>
      )}
      {roles.includes('pricing') && (
        <AppLink to={paths.membershipPrices} className="sp-chip">
          {t('staffNav.prices')}
        </AppLink>
      )}
    </nav>
  );
}
