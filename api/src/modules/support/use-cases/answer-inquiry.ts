// The staff's answer to a 1:1 inquiry: given once (a second answer is refused), and told to the
// member in the same transaction (the inquiry_answered event, notices.ts).
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import type { InquiryAnswered } from '../events';
import { supportFail } from '../failures';
import { sendNotices } from '../notices';
import { nextStatus } from '../rules/inquiry-state';
import { reposOf } from '../stores';
import { inquiryEntry, inquiryTypeNames } from './inquiry-view';
import { requireStaff } from './staff';

export interface InquiryAnswer {
  /** The member answering: staff only. */
  userIdx: number;
  idx: number;
  answer: string;
  locale: Locale;
}

export async function answerInquiry(app: FastifyInstance, { userIdx, idx, answer, locale }: InquiryAnswer) {
  const staffIdx = await requireStaff(app, userIdx, locale);
  const repo = reposOf(app.database.orm).centre;
  const now = app.clock();
  const { row, events } = await app.database.orm.transaction(async (tx) => {
    const current = await repo.inquiry(idx, tx);
    if (!current) throw supportFail('INQUIRY_NOT_FOUND', locale);
    if (!nextStatus(current.status, 'ANSWER') || !(await repo.answer(idx, answer, staffIdx, now, tx))) throw supportFail('ALREADY_ANSWERED', locale);
    const told: InquiryAnswered[] = [{ type: 'support.inquiry_answered', inquiryIdx: idx, userIdx: current.userIdx, title: current.title, at: now }];
    await sendNotices(tx, app.transport, told, now);
    return { row: (await repo.inquiry(idx, tx))!, events: told };
  });
  return { inquiry: await inquiryEntry(app, row, await inquiryTypeNames(app, locale), locale), events };
}
