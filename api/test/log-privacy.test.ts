// The log of a whole journey (sign-up with e-mail and phone codes, a booking with a guest, a
// payment) carries none of the person's data, and still tells what happened: every route and status.
import { Writable } from 'node:stream';
import pino from 'pino';
import { buildApp } from '../src/app';
import { logOptions } from '../src/lib/log-redaction';
import { runSeeders } from '../src/seeds';
import { Agent } from './helpers/agent';
import { bookUrl, day, pay, PAYMENT, plans, setStock } from './helpers/booking';
import { databaseTargets } from './helpers/databases';
import { API, latestCode } from './helpers/flows';

const target = databaseTargets()[0]!;

test(`a sign-up, a booking and a payment leave no personal data in the log (${target.name})`, async () => {
  const { database, dispose } = await target.open();
  await runSeeders(database);
  let text = '';
  const sink = new Writable({ write: (chunk, _enc, done) => ((text += String(chunk)), done()) });
  const app = await buildApp({
    db: database,
    logger: pino(logOptions('debug'), sink),
    env: { nodeEnv: 'test', rateLimitEnabled: false, demoMode: true, paymentGateway: 'sandbox', hashBusyDelayMs: 120_000 },
  });
  await app.ready();
  try {
    const email = `haneul.log.${process.pid}@example.com`;
    const phone = '010-2468-1357';
    const name = '한가람';
    const pwd = 'Quiet-Lantern-7!';
    const guest = { guestName: '서하윤', guestTel: '+82 10 9753 1864', guestEmail: `guest.log.${process.pid}@example.org` };
    const agent = new Agent(app);
    const codes: string[] = [];

    expect((await agent.get(`${API}/users/check/${encodeURIComponent(email)}`)).body.data.available).toBe(true);
    const certIdx = async (dest: string, type: string) => {
      const sent = await agent.post(`${API}/users/send-cert`, { dest, type });
      const code = await latestCode(agent, dest);
      codes.push(code);
      expect((await agent.post(`${API}/users/verify-cert`, { certIdx: sent.body.data.certIdx, code })).body.data.verified).toBe(true);
      return sent.body.data.certIdx as number;
    };
    const certEmailIdx = await certIdx(email, 'SIGN_EMAIL');
    const certPhoneIdx = await certIdx(phone, 'SIGN_PHONE');
    const created = await agent.post(`${API}/users/cert`, { certEmailIdx, certPhoneIdx, id: email, name, phone, pwd, userMeta: { termsAgree: true } });
    expect(created.body.data.loginKind).toBe('CREATE');
    // A wrong password, then the right one: a refused login is logged too.
    expect((await new Agent(app).post(`${API}/login`, { id: email, pwd: 'Wrong-Pass-1!' })).body.result).toBe('FAIL');
    expect((await agent.post(`${API}/login`, { id: email, pwd })).body.result).toBe('SUCCESS');

    const plan = (await plans(database))[0]!;
    const cond = { adtCnt: 2, chdCnt: 0, chdAges: [], checkInDate: day(new Date(), 40), checkOutDate: day(new Date(), 42), count: 1 };
    await setStock(database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 3);
    const order = await agent.post(`${bookUrl(plan, 'OC')}/order`, { ...cond, ...guest });
    expect(order.status).toBe(201);
    const { orderNum } = order.body.data;
    const { paymentKey, amount, location } = await pay(agent, orderNum);
    expect(location).toContain(paymentKey);
    // The browser comes back to the result page with the key in its query, then confirms.
    await agent.get(location.replace(/^https?:\/\/[^/]+/, ''));
    const confirmed = await agent.post(`${PAYMENT}/payments/confirm`, { orderNum, paymentKey, amount });
    expect(confirmed.body.data.payStatus).toBe('complete');

    const secrets = [email, encodeURIComponent(email), '2468-1357', '01024681357', name, pwd, guest.guestName, '9753', guest.guestEmail, paymentKey, agent.cookie('stay_at')!, agent.cookie('stay_rt')!];
    for (const secret of secrets) expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
    for (const code of codes) expect(text).not.toMatch(new RegExp(`(?<![\\d.])${code}(?!\\d)`));
    // Still useful: each request's route and status, with its id.
    const lines = text.trim().split('\n').map((line) => JSON.parse(line));
    const routes = lines.filter((l) => l.req).map((l) => `${l.req.method} ${l.req.url}`);
    expect(routes).toEqual(expect.arrayContaining([`POST ${API}/users/send-cert`, `POST ${API}/users/cert`, `POST ${API}/login`, `POST ${PAYMENT}/payments/confirm`, `POST ${bookUrl(plan, 'OC')}/order`]));
    expect(routes).toContain(`GET ${API}/users/check/[redacted]`);
    const statuses = lines.filter((l) => l.res).map((l) => l.res.statusCode);
    expect(statuses).toEqual(expect.arrayContaining([200, 201]));
    expect(lines.every((l) => typeof l.reqId === 'string' || !l.req)).toBe(true);
  } finally {
    await app.close();
    await dispose();
  }
}, 180_000);
