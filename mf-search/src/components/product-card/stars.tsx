// Star grade 0-5 as filled stars, read out as '4-star' (or 'unrated' for 0).
import { useStayTranslation } from '@stay/shared';
import { CARD_NS } from './i18n';

export function Stars({ count }: { count: number }) {
  const { t } = useStayTranslation(CARD_NS);
  const n = Math.max(0, Math.min(5, Math.round(count)));
  if (n === 0) return null;
  return (
    <span className="sr-stars" role="img" aria-label={t('stars', { count: n })}>
      {'★'.repeat(n)}
    </span>
  );
}
