// The stay's own event deal on sale (the detail's openDeal): a badge and a link to the deal's
// page with the price that page shows (what the booking through it charges for that night). The
// deal is booked from its page, so the link goes there rather than pricing this page.
import { formatKrw, isAwesomeMember, useSession } from '@stay/shared';
import { AppLink } from '@stay/shared/kit/app-link';
import { useLocale } from '@stay/shared/kit/use-locale';
import { paths } from '../../../config/paths';
import type { OpenDeal } from '../api/get-product-detail';
import { useDetailTranslation } from '../i18n';

export function DealLink({ deal }: { deal: OpenDeal }) {
  const { t } = useDetailTranslation();
  const locale = useLocale();
  const awesome = useSession(isAwesomeMember);
  const amount = awesome && deal.memberDealAmount !== null ? deal.memberDealAmount : deal.dealAmount;
  return (
    <p className="pd-deal-link" data-testid="deal-link">
      <span className="pd-badge pd-badge--deal">{t('deal.badge')}</span>
      <AppLink to={paths.event(deal.idx)} className="pd-deal-link__a">
        <span className="pd-deal-link__title">{t('deal.link', { title: deal.eventTitle, rate: deal.discountRate })}</span>
        {amount !== null && <strong className="pd-deal-link__price">{t('deal.from', { amount: formatKrw(amount, locale) })}</strong>}
        <span className="pd-deal-link__see">{t('deal.see')}</span>
      </AppLink>
    </p>
  );
}
