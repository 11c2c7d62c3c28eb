// Admission for routes that hash a password, so a login flood cannot stall the site. At most
// `capacity` such requests are in flight at once (the hash gate's slots plus its queue,
// lib/hash-gate.ts). A request beyond that waits in `onRequest`, before its body is read, the
// database asked or a log line written: waiting is a timer and a place in a line, no work. It is
// let in, in arrival order, as soon as a place frees, or refused (429) after `maxWaitMs`. So a burst
// of honest logins is served in turn, while a flood costs the event loop almost nothing and pages
// stay fast however many attempts arrive; and because a refusal only comes after the wait, a
// flooding client cannot turn fast refusals into more attempts.
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from './app-error';

export interface AdmissionOptions {
  /** Requests that may be in flight at once (HASH_CONCURRENCY + HASH_QUEUE). */
  capacity: number;
  /** How long a request may wait for a place before it is refused (HASH_BUSY_DELAY_MS). */
  maxWaitMs: number;
  /** At most this many requests wait at once; beyond it they are refused at once. */
  maxWaiting: number;
  /** Told of each refusal (metrics count them; the refusal itself writes no log line). */
  onRefused?: () => void;
}

const refused = new WeakSet<object>();

/** For Fastify's log controller: a refused attempt writes no request log. */
export const wasRefused = (request: FastifyRequest | object): boolean => refused.has(request);

export interface HashAdmission {
  hook: onRequestHookHandler;
  /** Requests admitted and not yet answered. */
  readonly inFlight: number;
  /** Requests waiting for a place. */
  readonly waiting: number;
}

export function hashAdmission({ capacity, maxWaitMs, maxWaiting, onRefused }: AdmissionOptions): HashAdmission {
  let inFlight = 0;
  const line: (() => void)[] = [];

  const admit = (reply: FastifyReply) => {
    inFlight += 1;
    // A response's 'close' comes once, whether it was answered or the client went away.
    reply.raw.once('close', () => {
      inFlight -= 1;
      line.shift()?.();
    });
  };

  const refuse = (request: FastifyRequest): never => {
    refused.add(request);
    onRefused?.();
    throw new AppError('TOO_MANY_REQUESTS', { extra: { retryAfter: Math.max(1, Math.ceil(maxWaitMs / 1000)) } });
  };

  const hook: onRequestHookHandler = async (request, reply) => {
    if (inFlight < capacity && line.length === 0) return admit(reply);
    if (line.length >= maxWaiting || maxWaitMs <= 0) return refuse(request);
    const admitted = await new Promise<boolean>((resolve) => {
      const take = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        const at = line.indexOf(take);
        if (at >= 0) line.splice(at, 1);
        resolve(false);
      }, maxWaitMs);
      line.push(take);
    });
    // A client that left while waiting hands its place on at once.
    if (admitted && request.raw.destroyed) {
      line.shift()?.();
      return refuse(request);
    }
    return admitted ? admit(reply) : refuse(request);
  };

  return {
    hook,
    get inFlight() {
      return inFlight;
    },
    get waiting() {
      return line.length;
    },
  };
}
