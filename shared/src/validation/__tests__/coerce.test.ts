import * as v from 'valibot';
import { coerceNumber, coerceRecord, coerceText, NUMERIC_FIELD, TEXT_FIELD } from '../coerce';

describe('coercion (SPEC §5 Other rules)', () => {
  it('turns numeric fields into numbers, non-numeric into 0', () => {
    expect(['12', ' 3 ', 4, 'abc', '', null, undefined, NaN, Infinity, true].map(coerceNumber)).toEqual([12, 3, 4, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('trims text', () => {
    expect(coerceText('  서울 ')).toBe('서울');
    expect(coerceText(undefined)).toBe('');
  });

  it('coerces a record: numeric keys to numbers, strings trimmed, booleans kept', () => {
    expect(coerceRecord({ adtCnt: '2', name: ' Kim ', agree: false, chdCnt: 'x' }, ['adtCnt', 'chdCnt'])).toEqual({
      adtCnt: 2,
      name: 'Kim',
      agree: false,
      chdCnt: 0,
    });
  });

  it('offers the same as valibot fields', () => {
    const schema = v.object({ count: NUMERIC_FIELD, text: TEXT_FIELD });
    expect(v.parse(schema, { count: 'x', text: ' a ' })).toEqual({ count: 0, text: 'a' });
  });
});
