import { nestsDeeperThan } from '../json-depth';

describe('JSON nesting depth', () => {
  test('counts arrays and objects inside each other', () => {
    expect(nestsDeeperThan('{"a":[1,{"b":[]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[1,{"b":[]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('[]'.repeat(1000), 1)).toBe(false);
  });

  test('brackets inside strings, escaped quotes included, do not nest', () => {
    expect(nestsDeeperThan('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\"[[[[\\\\"}', 1)).toBe(false);
    expect(nestsDeeperThan('{"a":"\\\\",  "b":[[[]]]}', 2)).toBe(true);
  });

  test('a body of a hundred thousand brackets is found deep at once', () => {
    const body = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(nestsDeeperThan(body, 32)).toBe(true);
  });
});
