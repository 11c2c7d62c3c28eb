// The site's own deals (time deals and event products) on the main page: each links to its page
// (/events/{idx}), where the deal price is shown and booked. A chunk of its own that deals-slot.tsx
// loads as the visitor comes near it (off the main page's first load); gone when there is no deal.
import { formatShort, localizedHref, navigate } from '@stay/shared';
import { useLocale } from '@stay/shared/kit/use-locale';
import type { MouseEvent } from 'react';
import { Skeleton } from '../../../components/skeleton/skeleton';
import { paths } from '../../../config/paths';
import { useDeals } from '../api/get-deals';
import { useDealsTranslation } from '../i18n-deals';
import { MainSection } from './main-section';

const open = (to: string) => (e: MouseEvent<HTMLAnchorElement>) => {
  if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  navigate(to);
};

export function DealsSection() {
  const { t } = useDealsTranslation();
  const locale = useLocale();
  const { state, retry } = useDeals();
  if (state.status === 'success' && state.data.length === 0) return null;
  const skeleton = <Skeleton width="100%" height="72px" />;
  return (
    <MainSection title={t('deals')} lead={t('dealsLead')} status={state.status} onRetry={retry} skeleton={skeleton} className="sr-deals">
      <ul className="sr-deals__list">
        {state.status === 'success' &&
          state.data.map((deal) => (
            <li key={deal.idx} className="sr-deal" data-state={deal.state}>
              <a href={localizedHref(paths.event(deal.idx))} onClick={open(paths.event(deal.idx))} className="sr-deal__link">
                <span className={`sr-deal__badge sr-deal__badge--${deal.state.toLowerCase()}`}>{deal.state === 'OPEN' ? t('dealOpen') : t('dealSoon')}</span>
                <span className="sr-deal__title">{deal.eventTitle}</span>
                {deal.discountRate > 0 && <span className="sr-deal__off">{t('dealOff', { rate: deal.discountRate })}</span>}
                <span className="sr-deal__when">
                  {deal.state === 'OPEN' ? t('dealUntil', { date: formatShort(deal.saleEndDate, locale) }) : t('dealFrom', { date: formatShort(deal.saleStartDate, locale) })}
                </span>
              </a>
            </li>
          ))}
      </ul>
    </MainSection>
  );
}
