// The event deal's page (SPEC §7 "Event products"): the deal with its stay, the deal price the page
// shows and its sale window as of the server's clock; the site's own deals (the ones with an event
// page); and the demo-only move of a deal's sale start, which then runs the advance-notice sweep.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { namesOf, pick } from '../../../lib/localize';
import { koreanToday } from '../rules/alarms';
import { EVENT_PAGE_PREFIX } from '../rules/event-page';
import { saleWindow, shiftedSale } from '../rules/sale-window';
import { mayDo, staffRolesOf } from '../../staff';
import { dealFail } from '../failures';
import { reposOf } from '../stores';
import { notifyOpenedDeals } from './alarms';
import { dealOffer } from './offer';

/** How many of the site's own deals the list shows. */
const OWN_DEALS_CAP = 50;

/** The deal with the stay it is for; EVENT_NOT_FOUND when there is none. */
export async function dealWithStay(app: FastifyInstance, id: number, locale: Locale) {
  const row = await reposOf(app.database.orm).deals.dealWithStay(id);
  if (!row) throw dealFail('EVENT_NOT_FOUND', locale);
  return row;
}

/** The deal page's content as of `now`. */
export async function dealPage(app: FastifyInstance, id: number, locale: Locale, now: Date) {
  const { event: e, property: p } = await dealWithStay(app, id, locale);
  return {
    idx: e.idx,
    pageKind: 'event',
    eventTitle: pick(namesOf(e, 'title'), locale),
    eventSubTitle: pick(namesOf(e, 'subTitle'), locale),
    productIdx: p.idx,
    productName: pick(namesOf(p, 'name'), locale),
    productImg: e.imgPath,
    discountRate: e.discountRate,
    discountPrice: e.discountPrice,
    saleTerm: `${e.saleStartDate} ~ ${e.saleEndDate}`,
    saleStartDate: e.saleStartDate,
    saleEndDate: e.saleEndDate,
    stayStartDate: e.stayStartDate,
    stayEndDate: e.stayEndDate,
    ...saleWindow(e, now),
    // The deal price the page shows: the cheapest room on sale for the first bookable night.
    offer: await dealOffer(app, e, now),
  };
}

/** The deal's sale and stay dates and its sale window as of `now`. */
export async function saleDates(app: FastifyInstance, id: number, locale: Locale, now: Date) {
  const { event: e } = await dealWithStay(app, id, locale);
  return { saleStartDate: e.saleStartDate, saleEndDate: e.saleEndDate, stayStartDate: e.stayStartDate, stayEndDate: e.stayEndDate, ...saleWindow(e, now) };
}

/** The site's own deals (the ones with an event page), the earliest sale first. */
export async function ownDeals(app: FastifyInstance, locale: Locale, now: Date) {
  const rows = await reposOf(app.database.orm).deals.dealsWithUrl(EVENT_PAGE_PREFIX, OWN_DEALS_CAP);
  return rows.map((e) => ({ idx: e.idx, eventTitle: pick(namesOf(e, 'title'), locale), discountRate: e.discountRate, saleStartDate: e.saleStartDate, saleEndDate: e.saleEndDate, eventUrl: e.eventUrl, ...saleWindow(e, now) }));
}

/**
 * Demo only: moves the deal's sale to start `inDays` days from today (the same length) and runs
 * the advance-notice sweep once, as the running server does every minute by itself.
 */
/** The demo's sale-start tool, for staff with the content role: it mails the deal's alarms. */
export async function moveSaleStart(app: FastifyInstance, userIdx: number, id: number, inDays: number, locale: Locale, now: Date) {
  const orm = app.database.orm;
  if (!mayDo(await staffRolesOf(orm, userIdx), 'dealSchedule')) throw dealFail('CONTENT_ONLY', locale);
  const { event: e } = await dealWithStay(app, id, locale);
  const sale = shiftedSale(e, koreanToday(now), inDays);
  await reposOf(orm).deals.moveSale(id, sale);
  const told = await notifyOpenedDeals(orm, app.transport, now);
  return { ...saleWindow({ ...e, ...sale }, now), told };
}
