// Login and code-send limits: the 4th wrong password in a row locks THAT account for a
// while (others log in normally, from the same address), and per-address limits answer 429.
import { sql } from 'drizzle-orm';
import { Agent } from './helpers/agent';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { API } from './helpers/flows';

describe.each(databaseTargets())('login limits on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(target, { loginLockBaseSeconds: 30 });
  }, 180_000);
  afterAll(async () => t?.close());

  test('the 4th consecutive wrong password locks that address for that account; the owner elsewhere logs in', async () => {
    const attacker = new Agent(t.app, '203.0.113.7');
    for (let i = 1; i <= 3; i += 1) {
      const res = await attacker.post(`${API}/login`, { id: 'bronze@awesomestay.kr', pwd: `Wrong${i}!!` });
      expect(res.status).toBe(400);
      expect(res.body.data.code).toBe('LOGIN_FAIL');
    }
    const fourth = await attacker.post(`${API}/login`, { id: 'bronze@awesomestay.kr', pwd: 'Wrong4!!' });
    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({ result: 'FAIL', data: { code: 'LOGIN_LOCKED', retryAfter: 30 } });
    expect(fourth.headers['retry-after']).toBe('30');

    // The stranger cannot lock the owner out: from the owner's own address the right password works ...
    const owner = await new Agent(t.app, '198.51.100.20').post(`${API}/login`, { id: 'bronze@awesomestay.kr', pwd: 'Stay1234!' });
    expect(owner.body.result).toBe('SUCCESS');
    // ... while the locked address waits, even with the right password, and another account logs in from it.
    expect((await attacker.post(`${API}/login`, { id: 'bronze@awesomestay.kr', pwd: 'Stay1234!' })).body.data.code).toBe('LOGIN_LOCKED');
    expect((await attacker.post(`${API}/login`, { id: 'gold@awesomestay.kr', pwd: 'Stay1234!' })).body.result).toBe('SUCCESS');

    // Each further miss after the lock doubles it.
    t.advance(31);
    const fifth = await attacker.post(`${API}/login`, { id: 'bronze@awesomestay.kr', pwd: 'Wrong5!!' });
    expect(fifth.body.data).toMatchObject({ code: 'LOGIN_LOCKED', retryAfter: 60 });

    t.advance(61);
    const back = await attacker.post(`${API}/login`, { id: 'bronze@awesomestay.kr', pwd: 'Stay1234!' });
    expect(back.body.result).toBe('SUCCESS');
    // Success resets the count: one miss is an ordinary miss again.
    const miss = await attacker.post(`${API}/login`, { id: 'bronze@awesomestay.kr', pwd: 'Wrong6!!' });
    expect(miss.body.data.code).toBe('LOGIN_FAIL');
  });

  test('an unknown e-mail answers and locks exactly like a known one (no enumeration)', async () => {
    const answers = async (email: string, ip: string) => {
      const agent = new Agent(t.app, ip);
      const out: string[] = [];
      for (let i = 1; i <= 4; i += 1) {
        const res = await agent.post(`${API}/login`, { id: email, pwd: `Wrong${i}!!` });
        out.push(`${res.status} ${res.body.data.code} ${res.body.data.retryAfter ?? ''}`);
      }
      return out;
    };
    expect(await answers('nobody@example.com', '203.0.113.8')).toEqual(await answers('silver@awesomestay.kr', '203.0.113.9'));
  });

  test("a stranger behind the member's shared address locks that address's unknown browsers, never the member's own", async () => {
    const carrier = '100.64.7.7';
    const own = new Agent(t.app, carrier);
    expect((await own.post(`${API}/login`, { id: 'silver@awesomestay.kr', pwd: 'Stay1234!' })).body.result).toBe('SUCCESS');
    expect(own.cookie('stay_device')).toMatch(/^[A-Za-z0-9_-]{20,64}$/);
    const stranger = new Agent(t.app, carrier);
    for (let i = 1; i <= 4; i += 1) await stranger.post(`${API}/login`, { id: 'silver@awesomestay.kr', pwd: `Wrong${i}!!` });
    expect((await stranger.post(`${API}/login`, { id: 'silver@awesomestay.kr', pwd: 'Stay1234!' })).body.data.code).toBe('LOGIN_LOCKED');
    // The member's own browser (it signed in before) still signs in on the same address ...
    expect((await own.post(`${API}/login`, { id: 'silver@awesomestay.kr', pwd: 'Stay1234!' })).body.result).toBe('SUCCESS');
    // ... a browser new to the account waits, and a made-up device cookie is just a new browser.
    expect((await new Agent(t.app, carrier).post(`${API}/login`, { id: 'silver@awesomestay.kr', pwd: 'Stay1234!' })).body.data.code).toBe('LOGIN_LOCKED');
    const forged = await new Agent(t.app, carrier).post(`${API}/login`, { id: 'silver@awesomestay.kr', pwd: 'Stay1234!' }, { headers: { cookie: `stay_device=${'x'.repeat(32)}` } });
    expect(forged.body.data.code).toBe('LOGIN_LOCKED');
    // The member's own misses still lock their own browser.
    for (let i = 1; i <= 4; i += 1) await own.post(`${API}/login`, { id: 'silver@awesomestay.kr', pwd: `Mine${i}!!` });
    expect((await own.post(`${API}/login`, { id: 'silver@awesomestay.kr', pwd: 'Stay1234!' })).body.data.code).toBe('LOGIN_LOCKED');
  });

  test("a stolen session guessing the current password on PUT /users meets the login's lock, shared with the login", async () => {
    const thief = new Agent(t.app, '203.0.113.10');
    expect((await thief.post(`${API}/login`, { id: 'gold@awesomestay.kr', pwd: 'Stay1234!' })).body.result).toBe('SUCCESS');
    const guess = (n: number) => thief.put(`${API}/users`, { pwd: 'NewPass123!', currentPwd: `Guess${n}!!` });
    for (let i = 1; i <= 3; i += 1) {
      const res = await guess(i);
      expect(res.status).toBe(400);
      expect(res.body.data.issues).toEqual([expect.objectContaining({ field: 'currentPwd', rule: 'CURRENT_PASSWORD' })]);
    }
    const fourth = await guess(4);
    expect(fourth.status).toBe(429);
    expect(fourth.body.data).toMatchObject({ code: 'LOGIN_LOCKED', retryAfter: 30 });
    // Locked even with the right one, and the login from that address waits too; the owner elsewhere does not.
    expect((await thief.put(`${API}/users`, { pwd: 'NewPass123!', currentPwd: 'Stay1234!' })).body.data.code).toBe('LOGIN_LOCKED');
    expect((await new Agent(t.app, '203.0.113.10').post(`${API}/login`, { id: 'gold@awesomestay.kr', pwd: 'Stay1234!' })).body.data.code).toBe('LOGIN_LOCKED');
    expect((await new Agent(t.app, '198.51.100.21').post(`${API}/login`, { id: 'gold@awesomestay.kr', pwd: 'Stay1234!' })).body.result).toBe('SUCCESS');
    // Nothing changed: the password is still the old one.
    t.advance(31);
    expect((await new Agent(t.app, '198.51.100.22').post(`${API}/login`, { id: 'gold@awesomestay.kr', pwd: 'NewPass123!' })).body.data.code).toBe('LOGIN_FAIL');
  });
});

describe.each(databaseTargets())('per-address limits on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(target, { rateLimitEnabled: true, rateLimitLoginPerMinute: 3, rateLimitSendPerMinute: 2 });
  }, 180_000);
  afterAll(async () => t?.close());

  test('login attempts from one address are limited; another address is not', async () => {
    const a = new Agent(t.app, '10.0.0.1');
    for (let i = 0; i < 3; i += 1) await a.post(`${API}/login`, { id: 'nobody@example.com', pwd: 'Stay1234!' });
    const limited = await a.post(`${API}/login`, { id: 'gold@awesomestay.kr', pwd: 'Stay1234!' });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ result: 'FAIL', data: { code: 'TOO_MANY_REQUESTS', message: expect.any(String) } });
    const b = new Agent(t.app, '10.0.0.2');
    expect((await b.post(`${API}/login`, { id: 'gold@awesomestay.kr', pwd: 'Stay1234!' })).body.result).toBe('SUCCESS');
  });

  test('password checks on PUT /users from one address are limited like logins', async () => {
    const member = new Agent(t.app, '10.0.0.4');
    expect((await member.post(`${API}/login`, { id: 'silver@awesomestay.kr', pwd: 'Stay1234!' })).body.result).toBe('SUCCESS');
    const answers: number[] = [];
    for (let i = 0; i < 4; i += 1) answers.push((await member.put(`${API}/users`, { name: '이서준' })).status);
    expect(answers.slice(0, 2)).toEqual([200, 200]);
    expect(answers.at(-1)).toBe(429);
  });

  test('code sends from one address are limited', async () => {
    const a = new Agent(t.app, '10.0.0.3');
    await a.post(`${API}/users/send-cert`, { dest: 'one@example.com', type: 'SIGN_EMAIL' });
    await a.post(`${API}/users/send-cert`, { dest: 'two@example.com', type: 'SIGN_EMAIL' });
    const third = await a.post(`${API}/users/send-cert`, { dest: 'three@example.com', type: 'SIGN_EMAIL' });
    expect(third.status).toBe(429);
    expect(third.body.data.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe.each(databaseTargets())('a shared address with the default limits on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(target, { rateLimitEnabled: true });
  }, 180_000);
  afterAll(async () => t?.close());

  test('fifty members behind one carrier address sign in within a minute', async () => {
    const emails = Array.from({ length: 50 }, (_, i) => `carrier${i}.${process.pid}@example.com`);
    for (const email of emails) {
      await t.database.orm.execute(sql`insert into users (email, pwd_hash, name, type) values (${email}, (select pwd_hash from users where email = 'bronze@awesomestay.kr'), '회원', 'N')`);
    }
    const answers: string[] = [];
    for (const email of emails) answers.push((await new Agent(t.app, '100.64.9.9').post(`${API}/login`, { id: email, pwd: 'Stay1234!' })).body.result);
    expect(answers).toEqual(Array(50).fill('SUCCESS'));
  }, 240_000);
});
