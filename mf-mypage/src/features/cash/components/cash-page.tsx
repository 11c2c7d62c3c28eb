// /mypage/awesome-cash (SPEC §2, §7 GET /points, /points/history): the balance and every line
// (earned, used, refunded, expired) with its date, the booking it belongs to and when it expires.
import { setPageMeta, formatKrw, formatSignedKrw } from '@stay/shared';
import { useEffect, useState } from 'react';
import { AppLink } from '@stay/shared/kit/app-link';
import { PageStates } from '@stay/shared/kit/page-states';
import { stateLook } from '../../../components/state-look';
import { paths } from '../../../config/paths';
import { formatDate } from '@stay/shared/kit/format';
import { useLocale } from '@stay/shared/kit/use-locale';
import { useMypageTranslation, useStateTexts } from '../../../lib/i18n';
import { useCashTranslation } from '../i18n';
import { useLoad } from '@stay/shared/kit/use-load';
import { getCash, HISTORY_PAGE_SIZE, type PointLine } from '../api/points';
import '../../../components/mypage.css';


function Cash({ point, first, total }: { point: number; first: PointLine[]; total: number }) {
  const { t } = useCashTranslation();
  const { t: tm } = useMypageTranslation();
  const locale = useLocale();
  const [lines, setLines] = useState(first);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const more = async () => {
    setBusy(true);
    try {
      const next = await getCash(page + 1);
      setLines((l) => [...l, ...next.history.history.filter((x) => !l.some((y) => y.idx === x.idx))]);
      setPage(page + 1);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mp-page" data-testid="cash-page">
      <h1 className="mp-title">{t('title')}</h1>
      <section className="mp-grade" aria-labelledby="mp-cash-balance">
        <p className="mp-grade__label" id="mp-cash-balance">{t('balance')}</p>
        <p className="mp-grade__title" data-testid="cash-balance">{formatKrw(point, locale)}</p>
      </section>
      <h2 className="mp-sub" style={{ marginTop: 16 }}>{t('history')}</h2>
      {lines.length === 0 ? (
        <p className="mp-state">{t('empty')}</p>
      ) : (
        <ul className="mp-books">
          {lines.map((l) => (
            <li key={l.idx} className="mp-card" style={{ margin: 0 }} data-testid="cash-line">
              <dl className="mp-facts mp-money">
                <div>
                  <dt>
                    <span className={`mp-badge ${l.amount < 0 ? 'mp-badge--past' : 'mp-badge--done'}`}>{t(`action.${l.actionType}`, { defaultValue: l.actionType })}</span>{' '}
                    {formatDate(l.createdAt, locale)}
                  </dt>
                  <dd>{formatSignedKrw(l.amount, locale)}</dd>
                </div>
              </dl>
              <p className="mp-book__meta">
                {l.orderNum ? <AppLink to={paths.booking(l.orderNum)}>{t('booking', { orderNum: l.orderNum })}</AppLink> : l.title}
                {l.expireDate && ` · ${t('expires', { date: formatDate(l.expireDate, locale) })}`}
              </p>
            </li>
          ))}
        </ul>
      )}
      {lines.length < total && lines.length >= page * HISTORY_PAGE_SIZE && (
        <div className="mp-more">
          <button type="button" className="mp-button mp-button--ghost" onClick={() => void more()} disabled={busy} aria-busy={busy}>
            {busy ? tm('loading') : t('more')}
          </button>
        </div>
      )}
    </div>
  );
}

export function CashPage() {
  const { t } = useCashTranslation();
  const { state, reload } = useLoad((signal) => getCash(1, signal), []);
  const title = t('title');
  const stateTexts = useStateTexts(title);
  useEffect(() => setPageMeta({ title, noindex: true }), [title]);
  return (
    <PageStates state={state} reload={reload} look={stateLook} texts={stateTexts}>
      {(d) => <Cash point={d.balance.point} first={d.history.history} total={d.history.total} />}
    </PageStates>
  );
}
