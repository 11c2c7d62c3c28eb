// Advance notice (SPEC §7 POST/GET /v1/advance-notice; issue 12): sign-up, the member's list, and
// the sender that tells members a deal has opened. The sender claims each alarm with one UPDATE
// ... WHERE notified_at IS NULL in the transaction that writes the message, so several API
// processes never tell a member twice and a rolled-back message is never marked sent.
import { and, desc, eq, isNull, lte, gte } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { DateTime } from 'luxon';
import * as v from 'valibot';
import type { Db } from '../../../db/database';
import { events } from '../../../db/schema/catalog';
import { advanceNotices } from '../../../db/schema/support';
import { users } from '../../../db/schema/users';
import { failureCatalog } from '../../../lib/app-error';
import { ok } from '../../../lib/envelope';
import { ID, msg } from '../../../lib/fields';
import type { Locale } from '../../../lib/locale';
import { requireAuth } from '../../../plugins/auth';
import type { MessageTransport } from '../../messages';
import { namesOf, pick } from '../../../lib/localize';
import { intParam } from '../../../lib/content-fields';
import { canCancel, canSignUp, dealState } from '../rules/alarms';

const alarmFail = failureCatalog(
  {
    ALARM_DEAL_NOT_FOUND: { ko: '알림을 신청할 수 없는 상품입니다.', en: 'There is no deal to be told about here.', ja: '通知を申し込めない商品です。' },
    ALARM_NOT_FOUND: { ko: '알림 신청 내역을 찾을 수 없습니다.', en: 'This alarm could not be found.', ja: '通知の申し込みが見つかりません。' },
    ALARM_ALREADY_SENT: { ko: '이미 알림을 보내 드려 취소할 수 없습니다.', en: 'This alarm has already been sent, so it cannot be cancelled.', ja: 'すでに通知済みのため取り消せません。' },
    ALARM_NOT_UPCOMING: { ko: '이미 판매가 시작되었거나 끝난 상품이라 알림을 신청할 수 없습니다.', en: 'This deal has already opened or ended, so no alarm can be set.', ja: 'すでに販売が開始または終了したため、通知を申し込めません。' },
  },
  { ALARM_DEAL_NOT_FOUND: 404, ALARM_NOT_FOUND: 404, ALARM_ALREADY_SENT: 409, ALARM_NOT_UPCOMING: 409 },
);

const Body = v.strictObject({ alarmIdx: ID, eventType: v.picklist(['EVENT'], msg('INVALID')) });
const CancelParams = v.strictObject({ alarmIdx: intParam(1, 2_000_000_000) });

export const koreanToday = (now: Date): string => DateTime.fromJSDate(now, { zone: 'Asia/Seoul' }).toISODate()!;

const TEXTS = {
  ko: { subject: '[어썸스테이] 기다리시던 특가가 열렸습니다', body: (t: string) => `알림 신청하신 "${t}" 특가 판매가 시작되었습니다. 지금 예약해 보세요.` },
  en: { subject: '[AwesomeStay] Your deal is open', body: (t: string) => `The deal you asked about, "${t}", is now on sale. Book it while it lasts.` },
  ja: { subject: '[オーサムステイ] お待ちの特価が始まりました', body: (t: string) => `通知をお申し込みの「${t}」の販売が始まりました。今すぐご予約ください。` },
} as const;

/** Tells every member whose deal has opened (once each); returns how many were told. */
export async function notifyOpenedDeals(orm: Db, transport: MessageTransport, now: Date): Promise<number> {
  const today = koreanToday(now);
  const due = await orm
    .select({ idx: advanceNotices.idx })
    .from(advanceNotices)
    .innerJoin(events, eq(events.idx, advanceNotices.alarmIdx))
    .where(and(isNull(advanceNotices.notifiedAt), eq(advanceNotices.eventType, 'EVENT'), lte(events.saleStartDate, today), gte(events.saleEndDate, today)))
    .limit(500);
  let told = 0;
  for (const { idx } of due) {
    const sent = await orm.transaction(async (tx) => {
      const [claimed] = await tx.update(advanceNotices).set({ notifiedAt: now }).where(and(eq(advanceNotices.idx, idx), isNull(advanceNotices.notifiedAt))).returning();
      if (!claimed) return false;
      const [row] = await tx
        .select({ email: users.email, meta: users.userMeta, event: events })
        .from(users)
        .innerJoin(events, eq(events.idx, claimed.alarmIdx))
        .where(eq(users.idx, claimed.userIdx))
        .limit(1);
      if (!row?.email) return false;
      const locale: Locale = row.meta.locale ?? 'ko';
      const text = TEXTS[locale];
      await transport.send({ channel: 'EMAIL', dest: row.email, type: 'ADVANCE_NOTICE', subject: text.subject, body: text.body(pick(namesOf(row.event, 'title'), locale)) }, { tx, now });
      return true;
    });
    if (sent) told += 1;
  }
  return told;
}

/** How often a running server looks for opened deals. */
export const ALARM_SWEEP_MS = 60_000;

export const alarmRoutes: FastifyPluginAsync = async (app) => {
  const orm = app.database.orm;
  const auth = { onRequest: app.authenticate };

  app.post('/v1/advance-notice', { ...auth, schema: { body: Body } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { alarmIdx, eventType } = request.body as v.InferOutput<typeof Body>;
    const [deal] = await orm.select().from(events).where(eq(events.idx, alarmIdx)).limit(1);
    if (!deal) throw alarmFail('ALARM_DEAL_NOT_FOUND', request.locale);
    const now = app.clock();
    if (!canSignUp(deal, koreanToday(now))) throw alarmFail('ALARM_NOT_UPCOMING', request.locale);
    await orm.insert(advanceNotices).values({ userIdx, eventType, alarmIdx, createdAt: now }).onConflictDoNothing();
    return ok({ alarm: { alarmIdx, eventType, saleStartDate: deal.saleStartDate, registered: true } });
  });

  app.get('/v1/advance-notice', auth, async (request) => {
    const { userIdx } = requireAuth(request);
    const today = koreanToday(app.clock());
    const rows = await orm
      .select({ alarm: advanceNotices, event: events })
      .from(advanceNotices)
      .innerJoin(events, eq(events.idx, advanceNotices.alarmIdx))
      .where(eq(advanceNotices.userIdx, userIdx))
      .orderBy(desc(advanceNotices.createdAt));
    return ok({
      alarms: rows.map(({ alarm, event }) => ({
        alarmIdx: alarm.alarmIdx,
        eventType: alarm.eventType,
        title: pick(namesOf(event, 'title'), request.locale),
        productIdx: event.propertyIdx,
        saleStartDate: event.saleStartDate,
        saleEndDate: event.saleEndDate,
        state: dealState(event, today),
        notified: alarm.notifiedAt !== null,
        cancellable: canCancel(alarm),
        eventUrl: event.eventUrl,
      })),
    });
  });

  // The member's own alarm on a deal, until it has been sent; another member's is a 404.
  app.delete('/v1/advance-notice/:alarmIdx', { ...auth, schema: { params: CancelParams } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { alarmIdx } = request.params as v.InferOutput<typeof CancelParams>;
    const mine = and(eq(advanceNotices.userIdx, userIdx), eq(advanceNotices.eventType, 'EVENT'), eq(advanceNotices.alarmIdx, alarmIdx));
    const [alarm] = await orm.select().from(advanceNotices).where(mine).limit(1);
    if (!alarm) throw alarmFail('ALARM_NOT_FOUND', request.locale);
    if (!canCancel(alarm)) throw alarmFail('ALARM_ALREADY_SENT', request.locale);
    // Only while still unsent (the sweep may claim it at the same moment).
    const [gone] = await orm.delete(advanceNotices).where(and(mine, isNull(advanceNotices.notifiedAt))).returning();
    if (!gone) throw alarmFail('ALARM_ALREADY_SENT', request.locale);
    return ok({ alarm: { alarmIdx, eventType: 'EVENT', cancelled: true } });
  });

};
