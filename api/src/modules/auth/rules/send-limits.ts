// How many codes one destination may receive in a day (SPEC §9: 3 texts a day).
//
// Each requesting address has the daily limit of its own, so a stranger cannot use up someone
// else's codes. Beside it, the destination has a cap over all addresses (message bombing from
// many addresses). Addresses unknown to the destination share that cap; an address known to it
// (it verified a code for the destination before, or the destination's owner signed in from
// there) is not held by the strangers' cap, so three strangers can no longer leave the owner
// without a code for the rest of the day.

/** A destination gets at most this many times the per-address daily limit from unknown addresses. */
export const DEST_CAP_FACTOR = 3;

/** How long an address stays known to a destination after a verification or a sign-in from it. */
export const KNOWN_ADDRESS_DAYS = 90;

export interface SendCounts {
  /** Codes this address asked for, for this destination, today. */
  fromThisAddress: number;
  /** Codes unknown addresses asked for, for this destination, today. */
  fromUnknownAddresses: number;
  /** Whether this address is known to the destination. */
  knownAddress: boolean;
}

/** Whether one more code may go out; `dailyLimit` is the per-address daily limit of the channel. */
export function maySendCode(counts: SendCounts, dailyLimit: number): boolean {
  if (counts.fromThisAddress >= dailyLimit) return false;
  if (counts.knownAddress) return true;
  return counts.fromUnknownAddresses < dailyLimit * DEST_CAP_FACTOR;
}
