// A new 1:1 inquiry, from the form or from a chat message while no agent is online, within the
// member's and the address's limits (rules/inquiry-limits.ts). A refused one changes nothing.
import type { FastifyInstance } from 'fastify';
import type { InquiryRow } from '../../../db/schema/support';
import type { Locale } from '../../../lib/locale';
import { supportFail } from '../failures';
import { ADDRESS_WINDOW_MS, INQUIRIES_PER_ADDRESS, INQUIRIES_PER_MEMBER, MEMBER_WINDOW_MS, memberAdmission, secondsUntil } from '../rules/inquiry-limits';
import { replyDueAt } from '../rules/reply-deadline';
import type { NewInquiry } from '../store/centre';
import { reposOf } from '../stores';

export interface InquirySender {
  userIdx: number;
  /** The address the request came from (the per-address limit). */
  ip: string;
  locale: Locale;
}

export type InquiryDraft = Omit<NewInquiry, 'userIdx' | 'createdAt' | 'dueAt'>;

export async function startInquiry(app: FastifyInstance, { userIdx, ip, locale }: InquirySender, draft: InquiryDraft): Promise<InquiryRow> {
  const { centre } = reposOf(app.database.orm);
  const now = app.clock();
  return app.database.orm.transaction(async (tx) => {
    // One request per member at a time past this point, so parallel requests cannot all pass the count.
    await centre.lockMemberInquiries(userIdx, tx);
    const recent = await centre.sentSince(userIdx, new Date(now.getTime() - MEMBER_WINDOW_MS), INQUIRIES_PER_MEMBER, tx);
    const member = memberAdmission(recent, now);
    if (!member.ok) throw supportFail('INQUIRIES_PER_MEMBER', locale, { retryAfter: secondsUntil(member.retryAt, now) });
    // The address counts only inquiries the member's own limit let through (shared store, so every
    // API process counts together; off with the other per-address limits: RATE_LIMIT_ENABLED).
    if (app.env.rateLimitEnabled && (await app.shared.incr(`support-inquiries:${ip}`, ADDRESS_WINDOW_MS)) > INQUIRIES_PER_ADDRESS) {
      throw supportFail('INQUIRIES_PER_ADDRESS', locale, { retryAfter: ADDRESS_WINDOW_MS / 1000 });
    }
    return centre.createInquiry({ ...draft, userIdx, createdAt: now, dueAt: replyDueAt(now) }, tx);
  });
}
