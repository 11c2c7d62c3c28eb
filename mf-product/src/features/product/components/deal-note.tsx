// The page opened from an event deal (`promotionIdx`): the server's judgement of the deal for
// these nights (rateplans-v3 `promotion`). When it applies, the prices below are the deal prices
// the booking charges; otherwise the note says why they are the normal ones.
import type { DealJudgement } from '../api/get-rate-plans';
import { useDetailTranslation } from '../i18n';

export function DealNote({ promotion }: { promotion: DealJudgement }) {
  const { t } = useDetailTranslation();
  if (promotion.promotionIdx === null) return null;
  const text = promotion.isPromotion
    ? t('deal.on', { rate: promotion.discountRate })
    : promotion.refusal === 'STAY_DATES'
      ? t('deal.dates')
      : promotion.refusal === 'OTHER_STAY' || promotion.refusal === 'NOT_FOUND'
        ? t('deal.other')
        : t('deal.off');
  return (
    <p className="pd-note pd-deal-note" role="note" data-testid="deal-note">
      {text}
    </p>
  );
}
