// Advance notice (SPEC §7 POST/GET /v1/advance-notice): the sender that tells members a deal has
// opened. The sender claims each alarm with one UPDATE ... WHERE notified_at IS NULL in the
// transaction that writes the message, so several API processes never tell a member twice and a
// rolled-back message is never marked sent. The member's own sign-up, list and cancel are in
// member-alarms.ts; the routes in ../routes/alarms.ts.
import type { Db } from '../../../db/database';
import type { Locale } from '../../../lib/locale';
import { namesOf, pick } from '../../../lib/localize';
import type { MessageTransport } from '../../messages';
import { koreanToday } from '../rules/alarms';
import { reposOf } from '../stores';

export { koreanToday } from '../rules/alarms';

const TEXTS = {
  ko: { subject: '[어썸스테이] 기다리시던 특가가 열렸습니다', body: (t: string) => `알림 신청하신 "${t}" 특가 판매가 시작되었습니다. 지금 예약해 보세요.` },
  en: { subject: '[AwesomeStay] Your deal is open', body: (t: string) => `The deal you asked about, "${t}", is now on sale. Book it while it lasts.` },
  ja: { subject: '[オーサムステイ] お待ちの特価が始まりました', body: (t: string) => `通知をお申し込みの「${t}」の販売が始まりました。今すぐご予約ください。` },
} as const;

/** How many due alarms one sweep takes on. */
const SWEEP_BATCH = 500;

/** Tells every member whose deal has opened (once each); returns how many were told. */
export async function notifyOpenedDeals(orm: Db, transport: MessageTransport, now: Date): Promise<number> {
  const { deals } = reposOf(orm);
  const due = await deals.dueAlarms(koreanToday(now), SWEEP_BATCH);
  let told = 0;
  for (const { idx } of due) {
    const sent = await orm.transaction(async (tx) => {
      const claimed = await deals.claimAlarm(idx, now, tx);
      if (!claimed) return false;
      const row = await deals.recipient(claimed.userIdx, claimed.alarmIdx, tx);
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
