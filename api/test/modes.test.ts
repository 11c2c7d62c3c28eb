// A server started without DEMO_MODE has no demo conveniences: the probe's takeover
// (read any code from the outbox), free bookings (approve at the sandbox) and the stand-in Kakao
// login are all gone.
import { Agent } from './helpers/agent';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { login } from './helpers/flows';
import { DOMESTIC_GUEST, PAYMENT, bookUrl, day, plans, setStock } from './helpers/booking';

describe.each(databaseTargets().slice(0, 1))('a start without demo parts on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(target, { demoMode: false, paymentGateway: undefined, localOauthProvider: false });
  }, 120_000);
  afterAll(async () => t?.close());

  test('has no code outbox, no stand-in login and no sandbox checkout', async () => {
    const send = await t.app.inject({ method: 'POST', url: '/api/service/auth/users/send-cert', payload: { dest: 'bronze@awesomestay.kr', type: 'FIND_PWD' } });
    expect(send.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/dev/outbox?dest=bronze@awesomestay.kr' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/auth/local-provider/authorize?client_id=x' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/service/payment/sandbox/checkout/abc' })).statusCode).toBe(404);
  });

  test('cannot take a payment: prepare answers that payments are unavailable', async () => {
    const member = new Agent(t.app);
    await login(member, 'bronze@awesomestay.kr');
    const plan = (await plans(t.database))[0]!;
    const cond = { adtCnt: 2, chdCnt: 0, chdAges: [], checkInDate: day(t.now(), 40), checkOutDate: day(t.now(), 42), count: 1 };
    await setStock(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 3);
    const order = await member.post(`${bookUrl(plan, 'OC')}/order`, { ...cond, ...DOMESTIC_GUEST });
    expect(order.status).toBe(201);
    const res = await member.post(`${PAYMENT}/payments/prepare`, { orderNum: order.body.data.orderNum, method: 'card' });
    expect(res.status).toBe(503);
    expect(res.body.data.code).toBe('PAYMENTS_UNAVAILABLE');
  });
});
