// The booking URL is the booking: written by the reserve button, read back on a reload.
import { bookQuery, orderTypeOf, readBookQuery } from '../book-query';

const condition = { checkInDate: '2099-03-10', checkOutDate: '2099-03-12', adtCnt: 2, chdCnt: 2, chdAges: [3, 7], count: 2 };

test('SPEC §3 appointment type: O/M one or more rooms, O/C one or more nights', () => {
  expect([orderTypeOf(1, 1), orderTypeOf(1, 3), orderTypeOf(2, 1), orderTypeOf(3, 2)]).toEqual(['OO', 'OC', 'MO', 'MC']);
});

test('what the reserve button writes is read back unchanged', () => {
  const q = bookQuery({ accoms: '7', rooms: '11', rateplan: '21', condition });
  expect(q.toString()).toBe('type=MC&accoms=7&rooms=11&rateplan=21&checkInDate=2099-03-10&checkOutDate=2099-03-12&adtCnt=2&chdCnt=2&chdAges=3%2C7&count=2');
  expect(readBookQuery('7', `?${q.toString()}`)).toEqual({ productIdx: 7, type: 'MC', accoms: '7', rooms: '11', rateplan: '21', condition });
});

test('a broken link is refused, not guessed', () => {
  const good = bookQuery({ accoms: '7', rooms: '11', rateplan: '21', condition });
  const without = (key: string, value?: string) => {
    const q = new URLSearchParams(good);
    if (value === undefined) q.delete(key);
    else q.set(key, value);
    return readBookQuery('7', `?${q.toString()}`);
  };
  expect(readBookQuery('x', `?${good.toString()}`)).toBeNull();
  expect(without('rateplan')).toBeNull();
  expect(without('type', 'XX')).toBeNull();
  expect(without('checkOutDate', '2099-03-10')).toBeNull();
  expect(without('checkInDate', '2099-02-30')).toBeNull();
  expect(without('chdAges', '3')).toBeNull();
  expect(without('rooms', '../1')).toBeNull();
  expect(without('adtCnt', '0')).toBeNull();
});

test('the event deal id travels with the booking; a malformed one is dropped (the server decides the price)', () => {
  const q = bookQuery({ accoms: '7', rooms: '11', rateplan: '21', condition, promotionIdx: 4 });
  expect(q.get('promotionIdx')).toBe('4');
  expect(readBookQuery('7', `?${q.toString()}`)).toMatchObject({ promotionIdx: 4 });
  q.set('promotionIdx', '-1');
  expect(readBookQuery('7', `?${q.toString()}`)).not.toHaveProperty('promotionIdx');
});
