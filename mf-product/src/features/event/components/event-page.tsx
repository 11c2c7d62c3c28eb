// /events/{idx}: an event deal (SPEC §4 page kind 'event'; §7 event products and advance notice).
// The page shows the sale and stay dates and counts down (days, hours, minutes, SPEC §9) on the
// server's clock to the deal's next change. An upcoming deal takes an alarm (a visitor logs in
// first and comes back here); an open one is booked through the normal path: the stay's page for
// the deal's first bookable night, then a room and the booking page.
import { alert, formatRemaining, koreanDay, isClientException, LazyImage, remainingTime, navigate, rememberReturnUrl, setPageMeta, track, useSession, formatKrw } from '@stay/shared';
import { useCallback, useEffect, useState } from 'react';
import { paths } from '../../../config/paths';
import { useLoad } from '@stay/shared/kit/use-load';
import { getEventDeal, type EventDeal } from '../../../lib/get-event-deal';
import { getMyAlarms, getSaleDates, signUpForAlarm, type SaleDates } from '../api/event-api';
import { useEventTranslation } from '../i18n';
import { firstBookableNight } from '../lib/first-night';
import { useLocale } from '@stay/shared/kit/use-locale';
import '../../../components/product.css';
import './event.css';

const addDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

type Load = { status: 'loading' } | { status: 'notFound' } | { status: 'failed' } | { status: 'ready'; deal: EventDeal; dates: SaleDates; offsetMs: number };

function useEventDeal(idx: number) {
  const [state, setState] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    Promise.all([getEventDeal(idx, controller.signal), getSaleDates(idx, controller.signal)])
      .then(([{ event }, dates]) => setState({ status: 'ready', deal: event, dates, offsetMs: Date.parse(dates.serverTime) - Date.now() }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState(isClientException(error) && (error.status === 404 || error.code === 'NOT_FOUND') ? { status: 'notFound' } : { status: 'failed' });
      });
    return () => controller.abort();
  }, [idx, attempt]);
  return { state, retry: () => setAttempt((n) => n + 1) };
}

/** The server's now, ticking each 20 s (the countdown shows minutes). */
function useServerNow(offsetMs: number): number {
  const [now, setNow] = useState(() => Date.now() + offsetMs);
  useEffect(() => {
    setNow(Date.now() + offsetMs);
    const timer = setInterval(() => setNow(Date.now() + offsetMs), 20_000);
    return () => clearInterval(timer);
  }, [offsetMs]);
  return now;
}

export function EventPage({ idx }: { idx: number }) {
  const { t, i18n } = useEventTranslation();
  const { state, retry } = useEventDeal(idx);
  if (state.status === 'loading')
    return (
      <div className="pd-page" aria-busy="true">
        <p role="status">{t('loading')}</p>
      </div>
    );
  if (state.status === 'notFound')
    return (
      <div className="pd-page pd-state">
        <h1 className="pd-state__title">{t('notFound.title')}</h1>
        <p>{t('notFound.lead')}</p>
      </div>
    );
  if (state.status === 'failed')
    return (
      <div className="pd-page pd-state" role="alert">
        <h1 className="pd-state__title">{t('error.title')}</h1>
        <button type="button" className="pd-button pd-button--ghost" onClick={retry}>
          {t('error.retry')}
        </button>
      </div>
    );
  return <EventDealView key={i18n.language} deal={state.deal} dates={state.dates} offsetMs={state.offsetMs} onExpired={retry} />;
}

function EventDealView({ deal, dates, offsetMs, onExpired }: { deal: EventDeal; dates: SaleDates; offsetMs: number; onExpired: () => void }) {
  const { t } = useEventTranslation();
  const locale = useLocale();
  const now = useServerNow(offsetMs);
  const state = dates.state;
  // SPEC §9: days, hours, minutes (the shared date helpers), on the server's clock.
  const left = dates.nextChangeAt ? remainingTime(new Date(dates.nextChangeAt), new Date(now)) : null;

  useEffect(() => {
    setPageMeta({ title: deal.eventTitle, description: `${deal.productName} · ${deal.eventSubTitle}`, image: deal.productImg || undefined });
    track({ name: 'view_item', params: { currency: 'KRW', value: 0, items: [{ item_id: String(deal.productIdx), item_name: deal.productName.slice(0, 200) || '-', item_category: 'event' }] } });
  }, [deal]);

  // The moment it opens (or closes) the page reloads the dates from the server.
  useEffect(() => {
    if (left?.over) onExpired();
  }, [left?.over, onExpired]);

  // The deal's id travels to the stay page and the booking; the server applies the discount.
  const book = () => {
    const offer = deal.offer;
    const checkIn = offer?.checkInDate ?? firstBookableNight(deal.stayStartDate, koreanDay(now));
    const query = new URLSearchParams({ checkInDate: checkIn, checkOutDate: offer?.checkOutDate ?? addDay(checkIn) });
    if (offer) query.set('adtCnt', String(offer.adults));
    query.set('promotionIdx', String(deal.idx));
    navigate(paths.product(deal.productIdx, query));
  };
  const offer = state === 'OPEN' ? deal.offer : null;

  return (
    <article className="pd-page ev-page" data-testid="event-page" data-page-kind="event" data-state={state}>
      {deal.productImg && <LazyImage src={deal.productImg} alt={deal.productName} ratio="16 / 9" priority eager />}
      <header className="ev-head">
        <p className={`ev-badge ev-badge--${state.toLowerCase()}`}>{t(`badge.${state}`)}</p>
        <h1 className="ev-title">{deal.eventTitle}</h1>
        {deal.eventSubTitle && <p className="ev-sub">{deal.eventSubTitle}</p>}
        {deal.discountRate > 0 && <p className="ev-off">{t('off', { rate: deal.discountRate })}</p>}
      </header>
      <dl className="ev-facts">
        <div>
          <dt>{t('stay')}</dt>
          <dd>{deal.productName}</dd>
        </div>
        <div>
          <dt>{t('saleTerm')}</dt>
          <dd>
            <time dateTime={dates.saleStartDate}>{dates.saleStartDate}</time> ~ <time dateTime={dates.saleEndDate}>{dates.saleEndDate}</time>
          </dd>
        </div>
        <div>
          <dt>{t('stayTerm')}</dt>
          <dd>
            <time dateTime={deal.stayStartDate}>{deal.stayStartDate}</time> ~ <time dateTime={deal.stayEndDate}>{deal.stayEndDate}</time>
          </dd>
        </div>
        {offer && (
          <div className="ev-price">
            <dt>{t('price.label')}</dt>
            <dd>
              <s className="ev-note">{t('price.normal', { amount: formatKrw(offer.normalAmount, locale) })}</s>{' '}
              <strong data-testid="event-deal-price" data-rateplan-idx={offer.rateplanIdx}>
                {formatKrw(offer.dealAmount, locale)}
              </strong>
              <span className="ev-note">
                {' '}
                {t('price.condition', { date: offer.checkInDate, adults: offer.adults })}
              </span>
              {offer.memberDealAmount < offer.dealAmount && <span className="ev-note ev-note--block">{t('price.member', { amount: formatKrw(offer.memberDealAmount, locale) })}</span>}
            </dd>
          </div>
        )}
        {left && (
          <div className="ev-countdown">
            <dt>{state === 'UPCOMING' ? t('opensIn') : t('endsIn')}</dt>
            <dd data-testid="event-remaining">{formatRemaining(left, locale)}</dd>
          </div>
        )}
      </dl>
      <div className="ev-actions">
        {state === 'UPCOMING' && <AlarmButton alarmIdx={deal.idx} />}
        {state === 'OPEN' && (
          <button type="button" className="pd-button" onClick={book}>
            {t('book')}
          </button>
        )}
        {state === 'CLOSED' && <p role="status">{t('ended')}</p>}
      </div>
    </article>
  );
}

function AlarmButton({ alarmIdx }: { alarmIdx: number }) {
  const { t } = useEventTranslation();
  const loggedIn = useSession((s) => s.isLoggedIn);
  const { state: mine } = useLoad(loggedIn ? (signal) => getMyAlarms(signal) : null, [loggedIn]);
  const [registered, setRegistered] = useState(false);
  const [busy, setBusy] = useState(false);
  const already = registered || (mine.status === 'ready' && mine.data.some((a) => a.alarmIdx === alarmIdx && a.eventType === 'EVENT'));

  const signUp = useCallback(async () => {
    if (!loggedIn) {
      rememberReturnUrl(`/events/${alarmIdx}`);
      await alert(t('alarm.login'));
      navigate(paths.login);
      return;
    }
    setBusy(true);
    try {
      await signUpForAlarm(alarmIdx);
      setRegistered(true);
      await alert(t('alarm.done'));
    } catch (error) {
      // SPEC §8 action failure: 'alarm sign-up failed', with the server's reason when it gave one.
      const reason = isClientException(error) ? error.message : '';
      await alert(reason ? `${t('alarm.failed')}\n${reason}` : t('alarm.failed'));
    } finally {
      setBusy(false);
    }
  }, [alarmIdx, loggedIn, t]);

  if (already)
    return (
      <div className="ev-alarm" role="status">
        <button type="button" className="pd-button" disabled aria-describedby="ev-alarm-note">
          {t('alarm.signedUp')}
        </button>
        <p id="ev-alarm-note" className="ev-note">
          {t('alarm.signedUpNote')}
        </p>
      </div>
    );
  return (
    <button type="button" className="pd-button" disabled={busy} onClick={() => void signUp()}>
      {t('alarm.signUp')}
    </button>
  );
}
