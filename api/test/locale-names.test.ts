// No Korean in en and ja answers: findProducts names the searched place in the request's
// language, whatever language the link's searchText was typed in (a text search names none), and
// review lines name the room in the request's language.
import { Agent } from './helpers/agent';
import { build, type TestApp } from './helpers/build';
import { CONTENT, findProducts } from './helpers/content';
import { databaseTargets } from './helpers/databases';

describe.each(databaseTargets().slice(0, 1))('findProducts place on $name', (target) => {
  let t: TestApp;
  let agent: Agent;
  beforeAll(async () => {
    t = await build(target);
    agent = new Agent(t.app);
  }, 120_000);
  afterAll(async () => t?.close());

  test.each([
    ['en', 'Busan'],
    ['ja', '釜山'],
    ['ko', '부산'],
  ])('a Korean searchText for Busan is named in %s as %s', async (lang, name) => {
    const res = await findProducts(agent, { nationCode: 'KR', searchText: '부산', size: 1 }, lang);
    expect(res.status).toBe(200);
    expect(res.body.data.place).toBe(name);
  });

  test('a city code is named too; a free-text search has no place', async () => {
    expect((await findProducts(agent, { nationCode: 'KR', cityCode: 'PUS', size: 1 }, 'en')).body.data.place).toBe('Busan');
    expect((await findProducts(agent, { searchText: 'zzzz-no-such-place', size: 1 }, 'en')).body.data.place).toBeNull();
  });

  test('review lines name the room in the request language', async () => {
    const ko = await agent.get(`${CONTENT}/v1/reviews/products/1?size=20`, { headers: { 'accept-language': 'ko' } });
    const en = await agent.get(`${CONTENT}/v1/reviews/products/1?size=20`, { headers: { 'accept-language': 'en' } });
    const koRooms = (ko.body.data.reviews as { roomName: string }[]).map((r) => r.roomName).filter(Boolean);
    const enRooms = (en.body.data.reviews as { roomName: string }[]).map((r) => r.roomName).filter(Boolean);
    expect(koRooms.length).toBeGreaterThan(0);
    expect(koRooms.some((n) => /[가-힣]/.test(n))).toBe(true);
    expect(enRooms).toHaveLength(koRooms.length);
    expect(enRooms.filter((n) => /[가-힣]/.test(n))).toEqual([]);
  });
});
