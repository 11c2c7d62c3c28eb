import { joinSummary } from '../summary';

describe('a stay summary in each language', () => {
  it('joins Japanese parts with ・ and no spaces, whatever the place uses for Korean and English', () => {
    expect(joinSummary(['2室', '大人2名'], 'ja')).toBe('2室・大人2名');
    expect(joinSummary(['大人2名', '子ども1名', '2室'], 'ja', ' · ')).toBe('大人2名・子ども1名・2室');
    expect(joinSummary(['2 rooms', '2 adults'], 'en')).toBe('2 rooms, 2 adults');
    expect(joinSummary(['성인 2', '객실 2'], 'ko', ' · ')).toBe('성인 2 · 객실 2');
  });

  it('leaves out the parts that are not there', () => {
    expect(joinSummary([false, '大人2名', '', null, undefined], 'ja')).toBe('大人2名');
    expect(joinSummary([], 'en')).toBe('');
  });
});
