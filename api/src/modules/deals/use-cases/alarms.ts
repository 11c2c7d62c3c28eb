// Advance notice (SPEC §7 POST/GET /v1/advance-notice): the sender that tells members a deal has
// opened. The sender claims each alarm with one UPDATE ... WHERE notified_at IS NULL in the
// transaction that writes the message (the deal.opened event, notices.ts), so several API processes never tell a member twice and a
// rolled-back message is never marked sent. The member's own sign-up, list and cancel are in
// member-alarms.ts; the routes in ../routes/alarms.ts.
import type { Db } from '../../../db/database';
import { namesOf } from '../../../lib/localize';
import type { DealOpened } from '../events';
import { sendNotices } from '../notices';
import type { MessageTransport } from '../../messages';
import { koreanToday } from '../rules/alarms';
import { reposOf } from '../stores';

export { koreanToday } from '../rules/alarms';

/** How many due alarms one sweep takes on. */
const SWEEP_BATCH = 500;

/** Tells every member whose deal has opened (once each); returns how many were told. */
export async function notifyOpenedDeals(orm: Db, transport: MessageTransport, now: Date): Promise<number> {
  const { deals } = reposOf(orm);
  const due = await deals.dueAlarms(koreanToday(now), SWEEP_BATCH);
  let told = 0;
  for (const { idx } of due) {
    told += await orm.transaction(async (tx) => {
      const claimed = await deals.claimAlarm(idx, now, tx);
      if (!claimed) return 0;
      const deal = await deals.deal(claimed.alarmIdx, tx);
      if (!deal) return 0;
      const events: DealOpened[] = [{ type: 'deal.opened', alarmIdx: claimed.alarmIdx, userIdx: claimed.userIdx, title: namesOf(deal, 'title'), at: now }];
      return sendNotices(tx, transport, events, now);
    });
  }
  return told;
}

/** How often a running server looks for opened deals. */
export const ALARM_SWEEP_MS = 60_000;
