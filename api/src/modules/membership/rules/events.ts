// The membership's domain events: what happened to a subscription, returned by the use case that
// made it happen. The notices subscriber (notices.ts) turns some of them into messages in the same
// transaction; anything else that must react to a membership change can listen to the same list
// instead of being called from inside the change.
import type { PlanCode } from '../../../db/schema/memberships/constants';
import type { Command, EventType, State } from './billing';

interface About {
  subscriptionIdx: number;
  userIdx: number;
  plan: PlanCode;
}

/** Why a subscription ended (each ends once). */
export type EndReason =
  /** A cancel reached its period end. */
  | 'CANCELLED'
  /** A past-due member cancelled: it ends at once (nothing was paid for the period). */
  | 'CANCELLED_PAST_DUE'
  /** The renewal was never paid and grace ran out. */
  | 'UNPAID'
  /** A new price was declined or not answered by the renewal. */
  | 'PRICE_REFUSED'
  /** Gold refunded within its window. */
  | 'WITHDRAWN'
  /** Silver replaced by Gold. */
  | 'UPGRADED';

export type MembershipEvent =
  | (About & { type: 'membership.started'; amount: number; periodEnd: Date; via: 'CHECKOUT' | 'UPGRADE' })
  | (About & { type: 'membership.cancel_requested'; periodEnd: Date })
  | (About & { type: 'membership.cancel_undone'; periodEnd: Date })
  | (About & { type: 'membership.renewed'; amount: number; periodEnd: Date })
  /** A renewal charge was declined and the member keeps the benefits until `graceUntil`; `first` = the first failure of the period. */
  | (About & { type: 'membership.renewal_failed'; first: boolean; graceUntil: Date | null; retryAt: Date | null })
  | (About & { type: 'membership.ended'; reason: EndReason })
  /** A yearly renewal is 7 days away and will charge `amount`. */
  | (About & { type: 'membership.reminder_due'; renewalAt: Date; amount: number })
  /** The card runs out before the next charge. */
  | (About & { type: 'membership.card_expiring'; cardExpiresAt: Date | null; chargeAt: Date | null })
  /** A price rise of the next renewal opened its consent window and the member has not answered yet. */
  | (About & { type: 'membership.price_consent_requested'; priceChangeIdx: number; renewalAt: Date; newPrice: number });

export type MembershipEventType = MembershipEvent['type'];

/** The fields of a stored subscription a move's events are read from. */
export interface MovedRow {
  idx: number;
  userIdx: number;
  plan: PlanCode;
  status: State;
  price: number;
  currentPeriodEnd: Date;
  graceUntil: Date | null;
  nextBillingAt: Date | null;
}

/**
 * The events of one move of the state machine, from the row before and after it and the SPEC §4
 * event the move recorded (`ledgerEvent`).
 */
export function eventsOfMove(before: MovedRow, command: Command, after: MovedRow, ledgerEvent: EventType | null): MembershipEvent[] {
  const base: About = { subscriptionIdx: before.idx, userIdx: before.userIdx, plan: before.plan };
  if (after.status === 'ENDED') return [{ ...base, type: 'membership.ended', reason: endReason(command, ledgerEvent) }];
  switch (command.type) {
    case 'CANCEL':
      return [{ ...base, type: 'membership.cancel_requested', periodEnd: after.currentPeriodEnd }];
    case 'UNDO_CANCEL':
      return [{ ...base, type: 'membership.cancel_undone', periodEnd: after.currentPeriodEnd }];
    case 'RENEWED':
      return [{ ...base, type: 'membership.renewed', amount: after.price, periodEnd: after.currentPeriodEnd }];
    case 'RENEWAL_FAILED':
      return [{ ...base, type: 'membership.renewal_failed', first: before.status === 'ACTIVE', graceUntil: after.graceUntil, retryAt: after.nextBillingAt }];
    default:
      return [];
  }
}

function endReason(command: Command, ledgerEvent: EventType | null): EndReason {
  if (ledgerEvent === 'CANCEL_PAYMENT') return 'UNPAID';
  switch (command.type) {
    case 'PRICE_REFUSED':
      return 'PRICE_REFUSED';
    case 'WITHDRAW':
      return 'WITHDRAWN';
    case 'UPGRADED':
      return 'UPGRADED';
    case 'CANCEL':
      return 'CANCELLED_PAST_DUE';
    default:
      return 'CANCELLED';
  }
}
