// The money lines of a cancellation as the server computed them (api/src/modules/cancellation):
// what was paid per route with its total, the refund per route, when it comes back, and its total
// (the cancel page, every scope), and the refunds ledger of a booking, one group per cancellation
// (the booking detail, under its own h2). Each page titles them itself.
import type { LedgerLine, PaidLine, RefundLine } from '@stay/shared/contracts/money-lines';
import { formatDate, formatDay, koreanToday } from '@stay/shared/kit/format';
import { formatKrw } from '@stay/shared';
import { useLocale } from '@stay/shared/kit/use-locale';
import { useMypageTranslation } from '../lib/i18n';
import { arrivalOf, cancellationsOf, moneyTotal } from '../lib/refund-ledger';
import { usePayMethodLabel } from '../lib/pay-method';

function useMoney() {
  const { t } = useMypageTranslation();
  const locale = useLocale();
  const methodLabel = usePayMethodLabel();
  return {
    t,
    krw: (n: number) => formatKrw(n, locale),
    day: (d: string | null) => (d ? formatDay(d, locale) : ''),
    date: (iso: string) => formatDate(iso, locale),
    routeLabel: (route: string, method: string | null) => t(`money.route.${route}`, { method: methodLabel(method) }),
  };
}

/** One route's line: its label, a note under it (when it comes back), the amount. */
function MoneyRow({ label, note, amount, testId }: { label: string; note?: string; amount: string; testId?: string }) {
  return (
    <div>
      <dt>
        {label}
        {note && (
          <>
            <br />
            <span className="mp-note">{note}</span>
          </>
        )}
      </dt>
      <dd data-testid={testId}>{amount}</dd>
    </div>
  );
}

function TotalRow({ label, amount, testId }: { label: string; amount: string; testId?: string }) {
  return (
    <div className="mp-money__total">
      <dt>{label}</dt>
      <dd data-testid={testId}>{amount}</dd>
    </div>
  );
}

export function PaidLines({ lines, total }: { lines: readonly PaidLine[]; total: number }) {
  const { t, krw, routeLabel } = useMoney();
  return (
    <dl className="mp-facts mp-money" data-testid="paid-lines">
      {lines.map((line, i) => (
        <MoneyRow key={`${line.route}-${i}`} label={routeLabel(line.route, line.method)} amount={krw(line.amount)} />
      ))}
      <TotalRow label={t('money.paidTotal')} amount={krw(total)} />
    </dl>
  );
}

export function RefundLines({ lines, total }: { lines: readonly RefundLine[]; total: number }) {
  const { t, krw, day, routeLabel } = useMoney();
  return (
    <dl className="mp-facts mp-money" data-testid="refund-lines">
      {lines.map((line, i) => (
        <MoneyRow key={`${line.route}-${i}`} label={routeLabel(line.route, line.method)} note={t(`money.when.${line.timing}`, { date: day(line.by) })} amount={krw(line.amount)} testId={`refund-${line.route}`} />
      ))}
      <TotalRow label={t('money.refundTotal')} amount={krw(total)} testId="refund-total" />
    </dl>
  );
}

/**
 * What every cancellation of a booking gave back (the refunds ledger): a heading per cancellation
 * (whole booking, one room, the last nights, and its day), each route with when it lands or
 * landed (what came back at once, with the cancellation, says so), and the money's total. A returned coupon is its own line, said to be a coupon, and not
 * counted in the money.
 */
export function LedgerLines({ lines }: { lines: readonly LedgerLine[] }) {
  const { t, krw, day, date, routeLabel } = useMoney();
  const today = koreanToday();
  const hasCoupon = lines.some((l) => l.route === 'COUPON');
  return (
    <div data-testid="refund-ledger">
      {cancellationsOf(lines).map((c) => (
        <div key={`${c.scope}-${c.at}`} data-testid="ledger-cancellation">
          <h3 className="mp-sub">{t(`money.ledger.scope.${c.scope}`, { date: date(c.at) })}</h3>
          <dl className="mp-facts mp-money">
            {c.lines.map((line, i) =>
              line.route === 'COUPON' ? (
                <MoneyRow key={`${line.route}-${i}`} label={t('money.ledger.coupon')} note={t('money.ledger.when.COUPON')} amount={t('money.ledger.couponAmount', { amount: krw(line.amount) })} testId="ledger-COUPON" />
              ) : (
                <MoneyRow key={`${line.route}-${i}`} label={routeLabel(line.route, line.method)} note={t(`money.ledger.when.${arrivalOf(line, today)}`, { date: day(line.by) })} amount={krw(line.amount)} testId={`ledger-${line.route}`} />
              ),
            )}
          </dl>
        </div>
      ))}
      <dl className="mp-facts mp-money">
        <TotalRow label={t('money.ledger.total')} amount={krw(moneyTotal(lines))} testId="ledger-total" />
      </dl>
      {hasCoupon && <p className="mp-note">{t('money.ledger.couponNote')}</p>}
    </div>
  );
}
