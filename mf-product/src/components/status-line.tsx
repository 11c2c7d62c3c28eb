// SPEC §4 order status display: the status text and its description.
import { toDateString, today } from '@stay/shared';
import { useOrderTranslation } from '../lib/order-i18n';
import { orderStatusDisplay } from '../lib/order-status';

export function StatusLine({ status, startDate }: { status: string; startDate: string | null }) {
  const { t } = useOrderTranslation();
  const d = orderStatusDisplay(status, startDate, toDateString(today()));
  return (
    <p className={`bk-status bk-status--${status}`} data-testid="order-status">
      <strong className="bk-status__text">{t(d.text)}</strong>
      {d.description !== 'status.desc.none' && <span className="bk-status__desc">{t(d.description, { days: d.days, count: d.days })}</span>}
    </p>
  );
}
