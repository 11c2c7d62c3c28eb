import { DEST_CAP_FACTOR, maySendCode } from '../send-limits';

describe('maySendCode', () => {
  it('holds every address to the daily limit, known or not', () => {
    expect(maySendCode({ fromThisAddress: 2, fromUnknownAddresses: 0, knownAddress: false }, 3)).toBe(true);
    expect(maySendCode({ fromThisAddress: 3, fromUnknownAddresses: 0, knownAddress: false }, 3)).toBe(false);
    expect(maySendCode({ fromThisAddress: 3, fromUnknownAddresses: 0, knownAddress: true }, 3)).toBe(false);
  });

  it('caps what unknown addresses together send to one destination', () => {
    const cap = 3 * DEST_CAP_FACTOR;
    expect(maySendCode({ fromThisAddress: 0, fromUnknownAddresses: cap - 1, knownAddress: false }, 3)).toBe(true);
    expect(maySendCode({ fromThisAddress: 0, fromUnknownAddresses: cap, knownAddress: false }, 3)).toBe(false);
  });

  it('lets an address known to the destination through after strangers used up the cap', () => {
    expect(maySendCode({ fromThisAddress: 0, fromUnknownAddresses: 100, knownAddress: true }, 3)).toBe(true);
  });
});
