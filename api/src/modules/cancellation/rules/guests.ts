// Who stays when rooms of a booking are cancelled (decided here; the spec is silent). The party is
// stored once per booking, not per room, so cancelling a room must say what becomes of its guests:
//
// - The rooms left take the party the way the price engine seats it (pricing `splitParty`: adults
//   first, at least one per room, then children aged 2 and over into the emptiest rooms; children
//   aged 0-1 share the bedding and are not counted). It fits when no room is over the room's
//   maximum occupancy.
// - When no room is cancelled (the last nights), or the whole party fits the rooms left, everyone
//   stays (ALL_STAY).
// - When it does not, nobody is dropped silently: the booking has no remaining party until the
//   member chooses who stays (MUST_CHOOSE), and the preview says how many have no room.
// - The member may choose who stays in any case (a room is usually cancelled because someone is
//   not coming): a choice is part of the booked party (as many adults or fewer, some of the booked
//   children by age) and must fit (CHOSEN); one that does not fit (CHOICE_DOES_NOT_FIT) or is not
//   part of the booking (CHOICE_NOT_IN_BOOKING) keeps no party.
// The confirm stores `after` on the booking; with no `after` there is nothing to confirm.
import { COUNTED_CHILD_AGE, largestRoom, splitParty } from '../../pricing';

export interface Party {
  adults: number;
  /** Every child's age, as booked (infants included). */
  childAges: number[];
}

export type GuestsStatus = 'ALL_STAY' | 'CHOSEN' | 'MUST_CHOOSE' | 'CHOICE_DOES_NOT_FIT' | 'CHOICE_NOT_IN_BOOKING';

export interface GuestsAfter {
  status: GuestsStatus;
  /** The party as booked. */
  before: Party;
  /** The party the booking keeps; null until it fits (the member must choose). */
  after: Party | null;
  /** The rooms the booking keeps and the most guests one of them takes (infants not counted). */
  rooms: number;
  maxPerRoom: number;
  /** Counted guests the rooms left sleep at most (rooms x maxPerRoom). */
  sleeps: number;
  /** Counted guests of the booked party with no room if everyone stayed (0 when it fits). */
  over: number;
}

const counted = (p: Party): number => p.adults + p.childAges.filter((age) => age >= COUNTED_CHILD_AGE).length;

function fits(p: Party, rooms: number, maxPerRoom: number): boolean {
  const seated = splitParty(p.adults, p.childAges, rooms);
  return seated !== null && largestRoom(seated) <= maxPerRoom;
}

/** The chosen children are some of the booked ones (ages as a multiset), the adults at most the booked. */
function within(chosen: Party, booked: Party): boolean {
  if (!Number.isInteger(chosen.adults) || chosen.adults < 0 || chosen.adults > booked.adults) return false;
  const left = [...booked.childAges];
  for (const age of chosen.childAges) {
    const at = left.indexOf(age);
    if (at < 0) return false;
    left.splice(at, 1);
  }
  return true;
}

const sorted = (p: Party): Party => ({ adults: p.adults, childAges: [...p.childAges].sort((a, b) => a - b) });

/**
 * The guests a booking of `party` keeps when `cancelledRooms` of its `rooms` rooms (each taking
 * `maxPerRoom` guests) are cancelled, and the member's choice of who stays, if any (README
 * "Partial cancellation and the guests").
 */
export function guestsAfterCancel(booking: { party: Party; rooms: number; cancelledRooms: number; maxPerRoom: number }, chosen?: Party | null): GuestsAfter {
  const { party: before, maxPerRoom } = booking;
  const rooms = booking.rooms - booking.cancelledRooms;
  const sleeps = rooms * maxPerRoom;
  // Rooms kept as booked keep their guests as booked.
  const over = booking.cancelledRooms === 0 || fits(before, rooms, maxPerRoom) ? 0 : Math.max(1, counted(before) - sleeps);
  const base = { before, rooms, maxPerRoom, sleeps, over };
  if (chosen) {
    if (!within(chosen, before)) return { ...base, status: 'CHOICE_NOT_IN_BOOKING', after: null };
    if (!fits(chosen, rooms, maxPerRoom)) return { ...base, status: 'CHOICE_DOES_NOT_FIT', after: null };
    return { ...base, status: 'CHOSEN', after: sorted(chosen) };
  }
  return over === 0 ? { ...base, status: 'ALL_STAY', after: before } : { ...base, status: 'MUST_CHOOSE', after: null };
}
