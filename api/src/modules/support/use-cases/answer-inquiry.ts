// The staff's answer to a 1:1 inquiry: given once (a second answer is refused), and told to the
// member in the same transaction (the inquiry_answered event, notices.ts).
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import type { InquiryAnswered } from '../events';
import { supportFail } from '../failures';
import { sendNotices } from '../notices';
import { nextStatus } from '../rules/inquiry-state';
import { supportRepository } from '../store/centre';

export async function answerInquiry(app: FastifyInstance, idx: number, answer: string, staffIdx: number, locale: Locale) {
  const repo = supportRepository(app.database.orm);
  const now = app.clock();
  return app.database.orm.transaction(async (tx) => {
    const current = await repo.inquiry(idx, tx);
    if (!current) throw supportFail('INQUIRY_NOT_FOUND', locale);
    if (!nextStatus(current.status, 'ANSWER') || !(await repo.answer(idx, answer, staffIdx, now, tx))) throw supportFail('ALREADY_ANSWERED', locale);
    const events: InquiryAnswered[] = [{ type: 'support.inquiry_answered', inquiryIdx: idx, userIdx: current.userIdx, title: current.title, at: now }];
    await sendNotices(tx, app.transport, events, now);
    return { inquiry: (await repo.inquiry(idx, tx))!, events };
  });
}
