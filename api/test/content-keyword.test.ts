// Keyword search (docs/api/content-search.md, SPEC §7 search-keyword): Hangul, English and
// Japanese names by substring, ranked exact > prefix > substring then popularity, 20 per list.
import { stores } from './helpers/stores';
import { sql } from 'drizzle-orm';
import { rawRows } from '../src/db';
import { normalizeSearchText } from '../src/modules/catalog/store/search-text';
import { buildKeywordIndex } from '../src/modules/catalog/search/keyword-index';
import { Agent, type Json } from './helpers/agent';
import { build, type TestApp } from './helpers/build';
import { keyword } from './helpers/content';
import { databaseTargets } from './helpers/databases';

describe.each(databaseTargets())('keyword search on $name', (target) => {
  let t: TestApp;
  let agent: Agent;
  beforeAll(async () => {
    t = await build(target);
    agent = new Agent(t.app);
  }, 120_000);
  afterAll(async () => t?.close());

  const lists = (res: Json) => res.body.data as { searchLocationsList: Json[]; searchProductsList: Json[] };

  test("'서울' finds Seoul first, then stays named Seoul before other Seoul stays", async () => {
    const res = await keyword(agent, '서울');
    expect(res.status).toBe(200);
    const { searchLocationsList: places, searchProductsList: stays } = lists(res);
    expect(places[0]).toEqual({ resultName: '서울', subText: '대한민국', idx: expect.any(Number), subIdx: 0, nationCode: 'KR', cityCode: 'SEL', area: '', subArea: '', resultType: 'location' });
    expect(stays.length).toBeGreaterThan(0);
    for (const s of stays) expect(s).toMatchObject({ resultType: 'product', nationCode: 'KR', cityCode: 'SEL' });
    const named = stays.map((s) => s.resultName.includes('서울'));
    // Name matches never come after a stay matched only by its place.
    expect(named.indexOf(false) === -1 || !named.slice(named.indexOf(false)).includes(true)).toBe(true);
  });

  test("'tokyo' and '東京' find Tokyo and its stays, named in the asked language", async () => {
    const en = lists(await keyword(agent, 'tokyo', 'en'));
    expect(en.searchLocationsList[0]).toMatchObject({ resultName: 'Tokyo', subText: 'Japan', cityCode: 'TYO', area: '' });
    expect(en.searchLocationsList.map((l: Json) => l.resultName)).toContain('Tokyo Station');
    expect(en.searchProductsList.length).toBeGreaterThan(0);
    for (const s of en.searchProductsList) expect(s.cityCode).toBe('TYO');
    const ja = lists(await keyword(agent, '東京', 'ja'));
    expect(ja.searchLocationsList[0]).toMatchObject({ resultName: '東京', subText: '日本', cityCode: 'TYO' });
    const upper = lists(await keyword(agent, '  TOKYO ', 'en'));
    expect(upper.searchLocationsList[0]).toMatchObject({ resultName: 'Tokyo' });
  });

  test("'오사' finds Osaka by prefix before Shin-Osaka by substring", async () => {
    const { searchLocationsList: places, searchProductsList: stays } = lists(await keyword(agent, '오사'));
    expect(places.map((p: Json) => p.resultName).slice(0, 2)).toEqual(['오사카', '신오사카']);
    expect(places[1]).toMatchObject({ cityCode: 'OSA', area: 'OSA-SHINOSAKA' });
    expect(stays.length).toBeGreaterThan(0);
    for (const s of stays) expect(s.cityCode).toBe('OSA');
  });

  test('exact beats prefix: 강남 before 강남역', async () => {
    const { searchLocationsList: places } = lists(await keyword(agent, '강남'));
    expect(places[0]).toMatchObject({ resultName: '강남', area: 'SEL-GANGNAM', subArea: '' });
    expect(places[1]).toMatchObject({ resultName: '강남역', area: 'SEL-GANGNAM', subArea: 'SEL-GANGNAM-STATION' });
  });

  test('within a rank, the more popular stay comes first; lists stop at 20', async () => {
    const { searchProductsList: stays } = lists(await keyword(agent, 'hotel', 'en'));
    expect(stays).toHaveLength(20);
    const rows = await rawRows<{ idx: number; popularity: number; name: string }>(
      t.database.orm,
      sql`select idx, popularity, lower(name_en) as name from properties where idx in (${sql.join(stays.map((s: Json) => sql`${s.idx}`), sql`, `)})`,
    );
    const pop = new Map(rows.map((r) => [r.idx, r]));
    const rank = (idx: number) => (pop.get(idx)!.name.startsWith('hotel') ? 1 : 2);
    for (let i = 1; i < stays.length; i += 1) {
      const [a, b] = [stays[i - 1].idx, stays[i].idx];
      expect(rank(a) <= rank(b)).toBe(true);
      if (rank(a) === rank(b)) expect(pop.get(a)!.popularity).toBeGreaterThanOrEqual(pop.get(b)!.popularity);
    }
  });

  test("a half-composed 'ㅅ', an empty text and SQL-looking text find nothing and do no harm", async () => {
    for (const text of ['ㅅ', '서ㅇ', '', '   ', "' OR '1'='1", '%', '_', '\\']) {
      const res = await keyword(agent, text);
      expect(res.status).toBe(200);
      expect(lists(res)).toEqual({ searchLocationsList: [], searchProductsList: [] });
    }
  });

  test('the in-memory index ranks exactly as the SQL query over search_entries', async () => {
    const index = buildKeywordIndex(await stores(t.app).catalogSearch.entries());
    const key = (h: { kind: string; refIdx: number; rank: number }) => `${h.kind}:${h.refIdx}:${h.rank}`;
    for (const text of ['서울', 'tokyo', '오사', '강남', 'hotel', '호텔', 'a', 'ホテル', '東京', 'resort', '리조트', 'st', 'zz', 'Jeju']) {
      const query = normalizeSearchText(text);
      const fromSql = await stores(t.app).catalogSearch.keyword(query, 20);
      expect(index.search(query, 20).filter((h) => h.rank < 3).map(key)).toEqual(fromSql.map(key));
    }
  });

  test('bad input is INVALID_INPUT, never 5xx', async () => {
    for (const body of [{ searchText: 12 }, { searchText: 'x'.repeat(101) }, { searchText: 'a\u0000b' }, { searchText: '서울', extra: 1 }]) {
      const res = await agent.post('/api/service/content/v1/products/search-keyword', body);
      expect(res.status).toBe(400);
      expect(res.body.data.code).toBe('INVALID_INPUT');
    }
  });
});
