import type { Outcome } from '../events';

/**
 * The route's end of a use case: its answer, or its refusal thrown as the FAIL answer. The events
 * it returned are for their subscribers (booking/events.ts); a route answers, it does not react.
 */
export function answerOf<T>(outcome: Outcome<T>): T {
  if (outcome.refusal) throw outcome.refusal;
  return outcome.answer;
}
