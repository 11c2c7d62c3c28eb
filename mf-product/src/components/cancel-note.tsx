// The SPEC §4 cancellation text, as the product page shows it for a rate plan.
import { formatDayForText, toDateString, today } from '@stay/shared';
import { cancelText, type CancelInput } from '../lib/cancel-text';
import { useOrderTranslation } from '../lib/order-i18n';
import { useLocale } from '@stay/shared/kit/use-locale';

export function CancelNote({ rule }: { rule: CancelInput }) {
  const { t } = useOrderTranslation();
  const locale = useLocale();
  const c = cancelText(rule, toDateString(today()));
  return (
    <p className={`bk-cancel bk-cancel--${c.kind}`} data-testid="cancel-text">
      {c.kind === 'free' ? t('cancel.free', { date: formatDayForText(c.date, locale) }) : c.kind === 'none' ? t('cancel.none') : t('cancel.error')}
    </p>
  );
}
