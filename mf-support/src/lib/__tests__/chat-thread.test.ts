import { lastIdx, mergeMessages } from '../chat-thread';

const m = (idx: number, body = `m${idx}`) => ({ idx, sender: 'MEMBER' as const, body, sentAt: '2099-01-01 10:00:00' });

test('messages are kept once each, in the server order, whatever order polls and sends answer in', () => {
  const shown = mergeMessages([m(1), m(3)], [m(2), m(3)]);
  expect(shown.map((x) => x.idx)).toEqual([1, 2, 3]);
  expect(mergeMessages(shown, []).map((x) => x.idx)).toEqual([1, 2, 3]);
  expect(lastIdx(shown)).toBe(3);
  expect(lastIdx([])).toBe(0);
});
