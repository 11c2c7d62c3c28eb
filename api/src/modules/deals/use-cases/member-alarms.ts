// Advance notice, the member's side (SPEC §7 POST/GET/DELETE /v1/advance-notice): signing up for an
// upcoming deal, the member's list, and cancelling an alarm that has not been sent yet.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { namesOf, pick } from '../../../lib/localize';
import { alarmFail } from '../failures';
import { canCancel, canSignUp, dealState, koreanToday } from '../rules/alarms';
import { reposOf } from '../stores';

/** Signs the member up to be told when the deal opens (only an upcoming deal takes an alarm). */
export async function signUpForDeal(app: FastifyInstance, userIdx: number, alarmIdx: number, eventType: 'EVENT', locale: Locale) {
  const { deals } = reposOf(app.database.orm);
  const deal = await deals.deal(alarmIdx);
  if (!deal) throw alarmFail('ALARM_DEAL_NOT_FOUND', locale);
  const now = app.clock();
  if (!canSignUp(deal, koreanToday(now))) throw alarmFail('ALARM_NOT_UPCOMING', locale);
  await deals.addAlarm({ userIdx, eventType, alarmIdx, createdAt: now });
  return { alarmIdx, eventType, saleStartDate: deal.saleStartDate, registered: true };
}

/** The member's alarms, the newest first, with their deal's state today. */
export async function memberAlarms(app: FastifyInstance, userIdx: number, locale: Locale) {
  const today = koreanToday(app.clock());
  const rows = await reposOf(app.database.orm).deals.alarmsOf(userIdx);
  return rows.map(({ alarm, event }) => ({
    alarmIdx: alarm.alarmIdx,
    eventType: alarm.eventType,
    title: pick(namesOf(event, 'title'), locale),
    productIdx: event.propertyIdx,
    saleStartDate: event.saleStartDate,
    saleEndDate: event.saleEndDate,
    state: dealState(event, today),
    notified: alarm.notifiedAt !== null,
    cancellable: canCancel(alarm),
    eventUrl: event.eventUrl,
  }));
}

/** Cancels the member's own alarm on a deal, until it has been sent; another member's is not found. */
export async function cancelAlarm(app: FastifyInstance, userIdx: number, alarmIdx: number, locale: Locale) {
  const { deals } = reposOf(app.database.orm);
  const alarm = await deals.alarmOf(userIdx, alarmIdx);
  if (!alarm) throw alarmFail('ALARM_NOT_FOUND', locale);
  if (!canCancel(alarm)) throw alarmFail('ALARM_ALREADY_SENT', locale);
  // Only while still unsent (the sweep may claim it at the same moment).
  if (!(await deals.removeUnsentAlarm(userIdx, alarmIdx))) throw alarmFail('ALARM_ALREADY_SENT', locale);
  return { alarmIdx, eventType: 'EVENT' as const, cancelled: true };
}
