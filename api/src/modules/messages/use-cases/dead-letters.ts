// Operators see the messages the relay gave up on (and those failing their retries) with the
// destination masked and never the text or the code, and put a dead one back in the queue.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { mayDo, staffRolesOf } from '../../staff';
import { messageFail } from '../failures';
import { maskDest } from '../rules/relay';
import { outboxStore } from '../store';

async function requireOperator(app: FastifyInstance, userIdx: number, locale: Locale): Promise<void> {
  if (!mayDo(await staffRolesOf(app.database.orm, userIdx), 'deadLetters')) throw messageFail('OPERATOR_ONLY', locale);
}

export async function listDeadLetters(app: FastifyInstance, userIdx: number, locale: Locale) {
  await requireOperator(app, userIdx, locale);
  const rows = await outboxStore(app.database.orm).listFailed();
  return rows.map((r) => ({
    idx: r.idx,
    type: r.type,
    channel: r.channel,
    dest: maskDest(r.dest),
    status: r.status === 'DEAD' ? ('DEAD' as const) : ('RETRYING' as const),
    attempts: r.attempts,
    lastError: r.lastError,
    nextAttemptAt: r.status === 'DEAD' ? null : r.nextAttemptAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function resendDeadLetter(app: FastifyInstance, userIdx: number, idx: number, locale: Locale) {
  await requireOperator(app, userIdx, locale);
  if (!(await outboxStore(app.database.orm).requeueDead(idx, app.clock()))) throw messageFail('MESSAGE_NOT_DEAD', locale);
  return { idx, status: 'QUEUED' as const };
}
