// The product page's wish toggle (SPEC §7 Wishes): members only, toggles, shows in the detail and the list.
import { Agent } from './helpers/agent';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { login } from './helpers/flows';

const CONTENT = '/api/service/content';
const day = (now: Date, plus: number) => new Date(now.getTime() + 9 * 3_600_000 + plus * 86_400_000).toISOString().slice(0, 10);

describe.each(databaseTargets())('wishes on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(target);
  }, 120_000);
  afterAll(async () => t?.close());

  test('a visitor gets 401; a member toggles on and off, seen by the detail and GET /v1/wishs', async () => {
    const visitor = new Agent(t.app);
    expect((await visitor.post(`${CONTENT}/v1/wishs/products/1`)).status).toBe(401);
    expect((await visitor.get(`${CONTENT}/v1/wishs`)).status).toBe(401);

    const member = new Agent(t.app);
    await login(member, 'bronze@awesomestay.kr');
    const on = await member.post(`${CONTENT}/v1/wishs/products/1`);
    expect(on.body).toEqual({ result: 'SUCCESS', data: { productIdx: 1, wished: true, favoriteProductIdx: 1 } });
    const condition = { adtCnt: 2, chdCnt: 0, chdAges: [], checkInDate: day(t.now(), 5), checkOutDate: day(t.now(), 6), count: 1 };
    expect((await member.post(`${CONTENT}/v2/products/1`, condition)).body.data.favoriteProductIdx).toBe(1);
    // Another member and a visitor do not see it as theirs.
    expect((await visitor.post(`${CONTENT}/v2/products/1`, condition)).body.data.favoriteProductIdx).toBeNull();
    const list = await member.get(`${CONTENT}/v1/wishs`);
    expect(list.body.data.wishs).toEqual([expect.objectContaining({ productIdx: 1, productName: expect.any(String), productImg: expect.any(String) })]);

    const off = await member.post(`${CONTENT}/v1/wishs/products/1`);
    expect(off.body.data).toMatchObject({ wished: false, favoriteProductIdx: null });
    expect((await member.get(`${CONTENT}/v1/wishs`)).body.data.wishs).toEqual([]);
    expect((await member.post(`${CONTENT}/v1/wishs/products/999999`)).status).toBe(404);
  });
});
