// /membership/awesome/management/price-change: a scheduled price rise asks the member's
// consent on a screen of its own (never on a pay button): the renewal date, the old and the new
// price and the card, what happens without consent, two equal-weight answers, and every answer
// the member gave (the receipts). The server decides what may be answered and when.
import { navigate, setPageMeta, useStayTranslation, formatKrw } from '@stay/shared';
import { useEffect, useRef, useState } from 'react';
import { LoginNeeded } from '../../../components/login-needed';
import { paths } from '../../../config/paths';
import { errorMessage, useLoad } from '@stay/shared/kit/use-load';
import { formatDate, formatDateTime } from '@stay/shared/kit/format';
import { useLocale } from '@stay/shared/kit/use-locale';
import type { PriceAsk } from '@stay/shared/contracts/membership-status';
import { answerPriceChange, getPriceChange } from '../api/membership-api';
import '../../../components/membership.css';

export function PriceChangePage() {
  const { t } = useStayTranslation('membershipPrice');
  const { t: tm } = useStayTranslation('membership');
  const locale = useLocale();
  const { state, reload, set } = useLoad(() => getPriceChange(), []);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const live = useRef<HTMLParagraphElement>(null);
  useEffect(() => setPageMeta({ title: t('title'), noindex: true }), [t]);
  useEffect(() => {
    if (notice) live.current?.focus();
  }, [notice]);

  const date = (iso: string) => formatDate(iso, locale);
  const krw = (n: number) => formatKrw(n, locale);

  const answer = async (ask: PriceAsk, choice: 'ACCEPT' | 'DECLINE') => {
    setBusy(true);
    try {
      set(await answerPriceChange({ priceChangeIdx: ask.priceChangeIdx, answer: choice }));
      setNotice({ ok: true, text: t('answered') });
    } catch (error) {
      setNotice({ ok: false, text: errorMessage(error) });
      reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="mb-page" data-testid="price-change">
      <h1 className="mb-title">{t('title')}</h1>
      {notice && (
        <p ref={live} tabIndex={-1} className={notice.ok ? 'mb-note' : 'mb-alert'} role={notice.ok ? 'status' : 'alert'} data-testid="price-notice">
          {notice.text}
        </p>
      )}
      {state.status === 'loading' && <p role="status" className="mb-muted">{tm('common.loading')}</p>}
      {state.status === 'login' && <LoginNeeded returnTo={paths.priceChange} />}
      {(state.status === 'failed' || state.status === 'notFound') && (
        <p role="alert" className="mb-alert">{tm('common.loadFailed')} <button type="button" className="mb-link" onClick={reload}>{tm('common.retry')}</button></p>
      )}
      {state.status === 'ready' && (
        <>
          {question(state.data.ask)}
          <section className="mb-card" aria-labelledby="mb-receipts">
            <h2 id="mb-receipts" className="mb-subtitle">{t('receipts')}</h2>
            {state.data.receipts.length === 0 ? (
              <p className="mb-muted">{t('receiptsEmpty')}</p>
            ) : (
              <ul className="mb-history" data-testid="price-receipts">
                {state.data.receipts.map((r) => (
                  <li key={r.idx} className="mb-history__item">
                    <div className="mb-history__row">
                      <strong>{t(`receiptAnswer.${r.answer}`)}</strong>
                      <span className="mb-muted">{formatDateTime(r.createdAt, locale)}</span>
                    </div>
                    <div className="mb-muted mb-history__detail">
                      {t('receipt', { plan: r.plan ? tm(`plan.${r.plan}.name`) : '', renewal: date(r.renewalAt), old: krw(r.oldPrice), new: krw(r.newPrice) })}
                      {r.cardMasked ? ` · ${r.cardMasked}` : ''}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <button type="button" className="mb-link" onClick={() => navigate(paths.management)}>{t('toManagement')}</button>
        </>
      )}
    </main>
  );

  function question(ask: PriceAsk | null) {
    if (!ask) return <p className="mb-lead">{t('none')}</p>;
    if (ask.kind === 'CUT') return <p className="mb-note">{t('cut', { date: date(ask.renewalAt), old: krw(ask.oldPrice), new: krw(ask.newPrice) })}</p>;
    const card = ask.cardMasked ?? t('facts.noCard');
    return (
      <section className="mb-card" aria-labelledby="mb-ask" data-testid="price-ask">
        <h2 id="mb-ask" className="mb-subtitle">{t('lead')}</h2>
        <dl className="mb-facts">
          <dt>{t('facts.plan')}</dt>
          <dd>{tm(`plan.${ask.plan}.name`)}</dd>
          <dt>{t('facts.renewal')}</dt>
          <dd data-testid="price-renewal">{date(ask.renewalAt)}</dd>
          <dt>{t('facts.oldPrice')}</dt>
          <dd data-testid="price-old">{krw(ask.oldPrice)}</dd>
          <dt>{t('facts.newPrice')}</dt>
          <dd data-testid="price-new">{krw(ask.newPrice)}</dd>
          <dt>{t('facts.card')}</dt>
          <dd>{card}</dd>
        </dl>
        <p>{t('explain', { date: date(ask.renewalAt), old: krw(ask.oldPrice), new: krw(ask.newPrice), card })}</p>
        <p className="mb-muted">{t('ifNot', { date: date(ask.renewalAt) })}</p>
        {ask.answer && (
          <p className="mb-note" data-testid="price-answer">{t(`answer.${ask.answer}`, { date: date(ask.renewalAt), amount: krw(ask.newPrice) })}</p>
        )}
        {ask.asking ? (
          <>
            <p className="mb-muted">{t('change')}</p>
            <div className="mb-choice">
              <button type="button" className="mb-button" disabled={busy || ask.answer === 'ACCEPTED'} onClick={() => void answer(ask, 'ACCEPT')}>
                {busy ? t('working') : t('accept')}
              </button>
              <button type="button" className="mb-button" disabled={busy || ask.answer === 'DECLINED'} onClick={() => void answer(ask, 'DECLINE')}>
                {busy ? t('working') : t('decline', { date: date(ask.renewalAt) })}
              </button>
            </div>
          </>
        ) : (
          ask.asksFrom && <p className="mb-muted">{t('notYet', { date: date(ask.asksFrom) })}</p>
        )}
      </section>
    );
  }
}
