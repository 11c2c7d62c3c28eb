import { guestsAfterCancel } from '../guests';

const two = (party: { adults: number; childAges: number[] }, maxPerRoom = 2) => ({ party, rooms: 2, cancelledRooms: 1, maxPerRoom });

describe('guestsAfterCancel: who stays when a room is cancelled', () => {
  test('a party that fits the rooms left stays whole', () => {
    expect(guestsAfterCancel(two({ adults: 2, childAges: [] }))).toEqual({
      status: 'ALL_STAY',
      before: { adults: 2, childAges: [] },
      after: { adults: 2, childAges: [] },
      rooms: 1,
      maxPerRoom: 2,
      sleeps: 2,
      over: 0,
    });
    // Infants (0-1) share the bedding: not counted against the room.
    expect(guestsAfterCancel(two({ adults: 2, childAges: [1] })).status).toBe('ALL_STAY');
  });

  test('a party that no longer fits keeps nobody until the member chooses, and says how many have no room', () => {
    // 2 adults and a 7-year-old in the one room left that sleeps 2: one guest too many.
    expect(guestsAfterCancel(two({ adults: 2, childAges: [7] }))).toMatchObject({ status: 'MUST_CHOOSE', after: null, rooms: 1, sleeps: 2, over: 1 });
    expect(guestsAfterCancel({ party: { adults: 4, childAges: [10, 12] }, rooms: 3, cancelledRooms: 1, maxPerRoom: 2 })).toMatchObject({ status: 'MUST_CHOOSE', rooms: 2, sleeps: 4, over: 2 });
  });

  test('the member chooses who stays among the booked guests, within what the rooms left sleep', () => {
    const family = two({ adults: 2, childAges: [7, 1] });
    expect(guestsAfterCancel(family, { adults: 1, childAges: [7, 1] })).toMatchObject({ status: 'CHOSEN', after: { adults: 1, childAges: [1, 7] } });
    expect(guestsAfterCancel(family, { adults: 2, childAges: [1] })).toMatchObject({ status: 'CHOSEN', after: { adults: 2, childAges: [1] } });
    // Fewer people than would fit is fine too (someone is not coming).
    expect(guestsAfterCancel(two({ adults: 2, childAges: [] }), { adults: 1, childAges: [] })).toMatchObject({ status: 'CHOSEN', after: { adults: 1, childAges: [] } });
  });

  test('a choice that does not fit, leaves a room without an adult, or is not part of the booking keeps nobody', () => {
    const family = two({ adults: 2, childAges: [7, 1] });
    expect(guestsAfterCancel(family, { adults: 2, childAges: [7] })).toMatchObject({ status: 'CHOICE_DOES_NOT_FIT', after: null });
    expect(guestsAfterCancel(family, { adults: 0, childAges: [7] })).toMatchObject({ status: 'CHOICE_DOES_NOT_FIT', after: null });
    expect(guestsAfterCancel({ party: { adults: 3, childAges: [] }, rooms: 3, cancelledRooms: 1, maxPerRoom: 3 }, { adults: 1, childAges: [] })).toMatchObject({ status: 'CHOICE_DOES_NOT_FIT' });
    expect(guestsAfterCancel(family, { adults: 3, childAges: [] })).toMatchObject({ status: 'CHOICE_NOT_IN_BOOKING', after: null });
    expect(guestsAfterCancel(family, { adults: 1, childAges: [8] })).toMatchObject({ status: 'CHOICE_NOT_IN_BOOKING' });
    expect(guestsAfterCancel(family, { adults: 1, childAges: [7, 7] })).toMatchObject({ status: 'CHOICE_NOT_IN_BOOKING' });
  });

  test('with no room cancelled (the last nights), everyone stays as booked', () => {
    expect(guestsAfterCancel({ party: { adults: 2, childAges: [7] }, rooms: 1, cancelledRooms: 0, maxPerRoom: 2 })).toMatchObject({ status: 'ALL_STAY', after: { adults: 2, childAges: [7] }, over: 0 });
  });
});
