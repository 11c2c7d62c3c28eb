// The outbox relay (DESIGN §3, §6): delivers what the outbox transport wrote. Each run claims a
// batch of due messages (row claims with SKIP LOCKED, so relays in several processes take
// different rows), marks them SENDING with a lease, hands each to its channel's sender, and
// records the outcome under the same claim: SENT with the provider's id, or QUEUED again after an
// exponential backoff, or DEAD after the last attempt (or a permanent refusal) with the reason.
// A relay that dies between the provider's answer and the record leaves the row SENDING; once its
// lease runs out another relay takes it over and first asks the provider's log (SOLAPI: searched
// by recipient and the message's outboxRef) whether it was accepted, and records that instead of
// sending again; so does the try after a request whose answer never came (rules/relay.ts
// mayHaveArrived). SMTP has neither a log nor an idempotency key: there the rare case is
// at-least-once, with the same Message-ID, so the reader's client shows one mail.
import crypto from 'node:crypto';
import type { Db } from '../../../db/database';
import type { MessageSender, RelayedMessage, Senders } from '../adapters/sender';
import { SendError } from '../adapters/sender';
import { localeOfText } from '../rules/message';
import { afterFailure, mayHaveArrived, safeReason, type RelayPolicy } from '../rules/relay';
import { renderMessage } from '../rules/render';
import { outboxStore } from '../store';

export interface RelayResult {
  claimed: number;
  sent: number;
  retried: number;
  dead: number;
}

type Claimed = Awaited<ReturnType<ReturnType<typeof outboxStore>['claimDue']>>[number];

function relayed(row: Claimed): RelayedMessage {
  const html = row.channel === 'EMAIL' ? (row.html ?? renderMessage({ kind: 'TEXT', data: { subject: row.subject ?? '', body: row.body } }, localeOfText(`${row.subject ?? ''} ${row.body}`)).html) : null;
  return { ref: `outbox-${row.idx}`, channel: row.channel, dest: row.dest, type: row.type, subject: row.subject, text: row.body, html };
}

/** The channels whose sender really sends (the demo stand-in keeps its messages in the outbox). */
export const relayedChannels = (senders: Senders): ('EMAIL' | 'SMS')[] => (['EMAIL', 'SMS'] as const).filter((c) => senders[c].relays);

export async function relayOutbox(db: Db, senders: Senders, clock: () => Date, policy: RelayPolicy, batch = 50, concurrency = 8): Promise<RelayResult> {
  const store = outboxStore(db);
  const now = clock();
  const claim = crypto.randomUUID();
  const rows = await store.claimDue(relayedChannels(senders), now, batch, claim, new Date(now.getTime() + policy.leaseSeconds * 1000));
  const result: RelayResult = { claimed: rows.length, sent: 0, retried: 0, dead: 0 };
  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const row = rows[next++]!;
      const sender: MessageSender = senders[row.channel];
      // A lookup that cannot be read counts as a failed try: the message waits rather than risk a second copy.
      try {
        const message = relayed(row);
        const uncertain = row.takenOver || mayHaveArrived(row.lastError);
        // The provider's clock is not ours: search from an hour before (the ref tells ours apart).
        const already = uncertain && sender.lookup ? await sender.lookup(message, new Date(row.createdAt.getTime() - 3_600_000)) : null;
        const { providerId } = already ? { providerId: already } : await sender.send(message);
        if (await store.markSent(row.idx, claim, providerId, clock())) result.sent += 1;
      } catch (error) {
        const failure = error instanceof SendError ? error.failure : { reason: (error as { code?: string }).code ?? 'SEND_ERROR', retryable: true };
        const outcome = afterFailure(row.attempts, failure, clock(), policy);
        if (await store.markFailed(row.idx, claim, outcome, safeReason(failure.reason))) result[outcome.status === 'DEAD' ? 'dead' : 'retried'] += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, worker));
  return result;
}

/**
 * Runs the relay batch after batch while batches come back full, for at most `budgetMs`: a burst
 * (a deal alarm to thousands, a backlog after a provider's outage) leaves at the senders' pace,
 * not at one batch per timer tick.
 */
export async function drainOutbox(db: Db, senders: Senders, clock: () => Date, policy: RelayPolicy, budgetMs = 20_000, batch = 50): Promise<RelayResult> {
  const total: RelayResult = { claimed: 0, sent: 0, retried: 0, dead: 0 };
  const started = Date.now();
  for (;;) {
    const run = await relayOutbox(db, senders, clock, policy, batch);
    for (const k of ['claimed', 'sent', 'retried', 'dead'] as const) total[k] += run[k];
    if (run.claimed < batch || Date.now() - started >= budgetMs) return total;
  }
}

/** Staff put a dead letter back in the queue; the relay sends it on its next run. */
export const resendDead = (db: Db, idx: number, now: Date): Promise<boolean> => outboxStore(db).requeueDead(idx, now);
