// The money lines of a cancellation as the server computed them (api/src/cancellation): what was
// paid per route with its total, and the refund per route, when it comes back, and its total. The
// full and the partial cancellation pages show them alike; each page titles them itself.
import type { PaidLine, RefundLine } from '@stay/shared/contracts/money-lines';
import { formatDay } from '@stay/shared/kit/format';
import { formatKrw } from '@stay/shared';
import { useLocale } from '@stay/shared/kit/use-locale';
import { useMypageTranslation } from '../lib/i18n';
import { usePayMethodLabel } from '../lib/pay-method';

function useMoney() {
  const { t } = useMypageTranslation();
  const locale = useLocale();
  const methodLabel = usePayMethodLabel();
  return {
    t,
    krw: (n: number) => formatKrw(n, locale),
    day: (d: string | null) => (d ? formatDay(d, locale) : ''),
    routeLabel: (route: string, method: string | null) => t(`money.route.${route}`, { method: methodLabel(method) }),
  };
}

export function PaidLines({ lines, total }: { lines: readonly PaidLine[]; total: number }) {
  const { t, krw, routeLabel } = useMoney();
  return (
    <dl className="mp-facts mp-money" data-testid="paid-lines">
      {lines.map((line, i) => (
        <div key={`${line.route}-${i}`}>
          <dt>{routeLabel(line.route, line.method)}</dt>
          <dd>{krw(line.amount)}</dd>
        </div>
      ))}
      <div className="mp-money__total">
        <dt>{t('money.paidTotal')}</dt>
        <dd>{krw(total)}</dd>
      </div>
    </dl>
  );
}

export function RefundLines({ lines, total }: { lines: readonly RefundLine[]; total: number }) {
  const { t, krw, day, routeLabel } = useMoney();
  return (
    <dl className="mp-facts mp-money" data-testid="refund-lines">
      {lines.map((line, i) => (
        <div key={`${line.route}-${i}`}>
          <dt>
            {routeLabel(line.route, line.method)}
            <br />
            <span className="mp-note">{t(`money.when.${line.timing}`, { date: day(line.by) })}</span>
          </dt>
          <dd data-testid={`refund-${line.route}`}>{krw(line.amount)}</dd>
        </div>
      ))}
      <div className="mp-money__total">
        <dt>{t('money.refundTotal')}</dt>
        <dd data-testid="refund-total">{krw(total)}</dd>
      </div>
    </dl>
  );
}
