// /membership/awesome/management/price-change: a scheduled price rise asks the member's
// consent on a screen of its own (never on a pay button): the renewal date, the old and the new
// price and the card, what happens without consent, two equal-weight answers, and every answer
// the member gave (the receipts). The server decides what may be answered and when.
import { navigate, setPageMeta, formatKrw } from '@stay/shared';
import { useEffect, useRef, useState } from 'react';
import { LoginNeeded } from '../../../components/login-needed';
import { paths } from '../../../config/paths';
import { useLoad } from '@stay/shared/kit/use-load';
import { errorMessage } from '@stay/shared/kit/errors';
import { formatDate, formatDateTime } from '@stay/shared/kit/format';
import { useLocale } from '@stay/shared/kit/use-locale';
import type { PriceAsk } from '@stay/shared/contracts/membership-status';
import { answerPriceChange, getPriceChange } from '../api/membership-api';
import '../../../components/membership.css';
import { useAwesomeTranslation } from '../i18n';

export function PriceChangePage() {
  const { t } = useAwesomeTranslation();
  const locale = useLocale();
  const { state, reload, set } = useLoad(() => getPriceChange(), []);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const live = useRef<HTMLParagraphElement>(null);
  useEffect(() => setPageMeta({ title: t('priceChange.title'), noindex: true }), [t]);
  useEffect(() => {
    if (notice) live.current?.focus();
  }, [notice]);

  const date = (iso: string) => formatDate(iso, locale);
  const krw = (n: number) => formatKrw(n, locale);

  const answer = async (ask: PriceAsk, choice: 'ACCEPT' | 'DECLINE') => {
    setBusy(true);
    try {
      set(await answerPriceChange({ priceChangeIdx: ask.priceChangeIdx, answer: choice }));
      setNotice({ ok: true, text: t('priceChange.answered') });
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error) });
      reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mb-page" data-testid="price-change">
      <h1 className="mb-title">{t('priceChange.title')}</h1>
      {notice && (
        <p ref={live} tabIndex={-1} className={notice.ok ? 'mb-note' : 'mb-alert'} role={notice.ok ? 'status' : 'alert'} data-testid="price-notice">
          {notice.text}
        </p>
      )}
      {state.status === 'loading' && <p role="status" className="mb-muted">{t('membership:common.loading')}</p>}
      {state.status === 'login' && <LoginNeeded returnTo={paths.priceChange} />}
      {(state.status === 'failed' || state.status === 'notFound') && (
        <p role="alert" className="mb-alert">{t('membership:common.loadFailed')} <button type="button" className="mb-link" onClick={reload}>{t('membership:common.retry')}</button></p>
      )}
      {state.status === 'ready' && (
        <>
          {question(state.data.ask)}
          <section className="mb-card" aria-labelledby="mb-receipts">
            <h2 id="mb-receipts" className="mb-subtitle">{t('priceChange.receipts')}</h2>
            {state.data.receipts.length === 0 ? (
              <p className="mb-muted">{t('priceChange.receiptsEmpty')}</p>
            ) : (
              <ul className="mb-history" data-testid="price-receipts">
                {state.data.receipts.map((r) => (
                  <li key={r.idx} className="mb-history__item">
                    <div className="mb-history__row">
                      <strong>{t(`priceChange.receiptAnswer.${r.answer}`)}</strong>
                      <span className="mb-muted">{formatDateTime(r.createdAt, locale)}</span>
                    </div>
                    <div className="mb-muted mb-history__detail">
                      {t('priceChange.receipt', { plan: r.plan ? t(`plan.${r.plan}.name`) : '', renewal: date(r.renewalAt), old: krw(r.oldPrice), new: krw(r.newPrice) })}
                      {r.cardMasked ? ` · ${r.cardMasked}` : ''}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <button type="button" className="mb-link" onClick={() => navigate(paths.management)}>{t('priceChange.toManagement')}</button>
        </>
      )}
    </div>
  );

  function question(ask: PriceAsk | null) {
    if (!ask) return <p className="mb-lead">{t('priceChange.none')}</p>;
    if (ask.kind === 'CUT') return <p className="mb-note">{t('priceChange.cut', { date: date(ask.renewalAt), old: krw(ask.oldPrice), new: krw(ask.newPrice) })}</p>;
    const card = ask.cardMasked ?? t('priceChange.facts.noCard');
    return (
      <section className="mb-card" aria-labelledby="mb-ask" data-testid="price-ask">
        <h2 id="mb-ask" className="mb-subtitle">{t('priceChange.lead')}</h2>
        <dl className="mb-facts">
          <dt>{t('priceChange.facts.plan')}</dt>
          <dd>{t(`plan.${ask.plan}.name`)}</dd>
          <dt>{t('priceChange.facts.renewal')}</dt>
          <dd data-testid="price-renewal">{date(ask.renewalAt)}</dd>
          <dt>{t('priceChange.facts.oldPrice')}</dt>
          <dd data-testid="price-old">{krw(ask.oldPrice)}</dd>
          <dt>{t('priceChange.facts.newPrice')}</dt>
          <dd data-testid="price-new">{krw(ask.newPrice)}</dd>
          <dt>{t('priceChange.facts.card')}</dt>
          <dd>{card}</dd>
        </dl>
        <p>{t('priceChange.explain', { date: date(ask.renewalAt), old: krw(ask.oldPrice), new: krw(ask.newPrice), card })}</p>
        <p className="mb-muted">{t('priceChange.ifNot', { date: date(ask.renewalAt) })}</p>
        {ask.answer && (
          <p className="mb-note" data-testid="price-answer">{t(`priceChange.answer.${ask.answer}`, { date: date(ask.renewalAt), amount: krw(ask.newPrice) })}</p>
        )}
        {ask.asking ? (
          <>
            <p className="mb-muted">{t('priceChange.change')}</p>
            <div className="mb-choice">
              <button type="button" className="mb-button" disabled={busy || ask.answer === 'ACCEPTED'} onClick={() => void answer(ask, 'ACCEPT')}>
                {busy ? t('priceChange.working') : t('priceChange.accept')}
              </button>
              <button type="button" className="mb-button" disabled={busy || ask.answer === 'DECLINED'} onClick={() => void answer(ask, 'DECLINE')}>
                {busy ? t('priceChange.working') : t('priceChange.decline', { date: date(ask.renewalAt) })}
              </button>
            </div>
          </>
        ) : (
          ask.asksFrom && <p className="mb-muted">{t('priceChange.notYet', { date: date(ask.asksFrom) })}</p>
        )}
      </section>
    );
  }
}
