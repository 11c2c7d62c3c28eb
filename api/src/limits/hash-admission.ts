// Admission for routes that hash a password (issue 14 "a login flood stalls the site"). At most
// `capacity` such requests are in flight at once (the hash gate's slots plus its queue,
// lib/hash-gate.ts); a request beyond that is refused in `onRequest`, before its body is read, the
// database asked or a log line written, so a refused attempt costs the event loop almost nothing and
// pages stay fast however many arrive. The refusal is held back for a moment first (a tarpit: a
// timer, no work), because a flooding client sends its next attempt the instant it hears back; an
// honest member retrying after the message is unaffected. If room appears meanwhile, the attempt
// goes ahead instead.
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../lib/app-error';

export interface AdmissionOptions {
  /** Requests that may be in flight at once (HASH_CONCURRENCY + HASH_QUEUE). */
  capacity: number;
  /** How long a refusal is held back (HASH_BUSY_DELAY_MS). */
  delayMs: number;
  /** At most this many refusals wait at once; beyond it they answer at once. */
  maxHeld: number;
}

const refused = new WeakSet<object>();

/** For Fastify's `disableRequestLogging`: a refused attempt writes no request log. */
export const wasRefused = (request: FastifyRequest | object): boolean => refused.has(request);

export interface HashAdmission {
  hook: onRequestHookHandler;
  /** Requests admitted and not yet answered. */
  readonly inFlight: number;
}

export function hashAdmission({ capacity, delayMs, maxHeld }: AdmissionOptions): HashAdmission {
  let inFlight = 0;
  let held = 0;
  const admit = (reply: FastifyReply) => {
    inFlight += 1;
    // A response's 'close' comes once, whether it was answered or the client went away.
    reply.raw.once('close', () => {
      inFlight -= 1;
    });
  };
  const hook: onRequestHookHandler = async (request, reply) => {
    if (inFlight < capacity) return admit(reply);
    if (held < maxHeld && delayMs > 0) {
      held += 1;
      try {
        await sleep(delayMs);
      } finally {
        held -= 1;
      }
      if (inFlight < capacity) return admit(reply);
    }
    refused.add(request);
    throw new AppError('TOO_MANY_REQUESTS', { extra: { retryAfter: Math.max(1, Math.ceil(delayMs / 1000)) } });
  };
  return {
    hook,
    get inFlight() {
      return inFlight;
    },
  };
}
