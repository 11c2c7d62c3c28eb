import { createRecentSearchesStore, type RecentSearchItem } from '../recent-searches';

const item = (resultName: string, over: Partial<RecentSearchItem> = {}): RecentSearchItem => ({
  cityCode: 'SEL',
  idx: 1,
  nationCode: 'KR',
  resultName,
  subIdx: 0,
  resultType: 'location',
  ...over,
});

beforeEach(() => localStorage.clear());

describe('recent searches (SPEC §9: max 8, per list, no duplicate names)', () => {
  it('puts the newest first and keeps at most 8', () => {
    const s = createRecentSearchesStore();
    for (let i = 1; i <= 10; i += 1) s.getState().add('keywords', item(`k${i}`));
    const names = s.getState().keywords.map((x) => x.resultName);
    expect(names).toEqual(['k10', 'k9', 'k8', 'k7', 'k6', 'k5', 'k4', 'k3']);
  });

  it('moves a repeated result name to the front instead of duplicating it', () => {
    const s = createRecentSearchesStore();
    s.getState().add('locations', item('서울'));
    s.getState().add('locations', item('부산'));
    s.getState().add('locations', item('서울', { idx: 9 }));
    expect(s.getState().locations.map((x) => [x.resultName, x.idx])).toEqual([
      ['서울', 9],
      ['부산', 1],
    ]);
  });

  it('keeps the three lists apart', () => {
    const s = createRecentSearchesStore();
    s.getState().add('products', item('Hotel A', { resultType: 'product' }));
    expect(s.getState().keywords).toEqual([]);
    expect(s.getState().locations).toEqual([]);
    expect(s.getState().products).toHaveLength(1);
  });

  it('persists in localStorage and clears everything', () => {
    const s = createRecentSearchesStore();
    s.getState().add('keywords', item('제주'));
    s.getState().add('locations', item('제주'));
    expect(createRecentSearchesStore().getState().keywords.map((x) => x.resultName)).toEqual(['제주']);
    s.getState().clear();
    const fresh = createRecentSearchesStore().getState();
    expect([fresh.keywords, fresh.locations, fresh.products]).toEqual([[], [], []]);
  });

  it('ignores corrupt storage', () => {
    localStorage.setItem('stay:recent:keywords', '{not json');
    localStorage.setItem('stay:recent:locations', JSON.stringify([{ nope: 1 }, item('ok')]));
    const s = createRecentSearchesStore().getState();
    expect(s.keywords).toEqual([]);
    expect(s.locations.map((x) => x.resultName)).toEqual(['ok']);
  });
});
