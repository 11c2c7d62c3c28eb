// Sign-up by e-mail and by phone with verification codes (SPEC §7 send-cert / verify-cert /
// users/cert, §8 codes, §9 3 texts a day), on every database target.
import { Agent } from './helpers/agent';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { API, latestCode, login, uniqueEmail, verifiedCert } from './helpers/flows';

describe.each(databaseTargets())('sign-up on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(target);
  }, 180_000);
  afterAll(async () => t?.close());

  test('a newcomer signs up by e-mail with the code from the outbox and is logged in', async () => {
    const agent = new Agent(t.app);
    const email = uniqueEmail('newcomer');
    const sent = await agent.post(`${API}/users/send-cert`, { dest: email.toUpperCase(), type: 'SIGN_EMAIL' });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ result: 'SUCCESS', data: { certIdx: expect.any(Number), expiresIn: 180 } });

    const outbox = await agent.get(`/api/dev/outbox?dest=${encodeURIComponent(email)}`);
    expect(outbox.body.data.messages).toHaveLength(1);
    const [message] = outbox.body.data.messages;
    expect(message).toMatchObject({ dest: email, type: 'SIGN_EMAIL', code: expect.stringMatching(/^\d{6}$/) });
    expect(message.body).toContain(message.code);

    const verified = await agent.post(`${API}/users/verify-cert`, { certIdx: sent.body.data.certIdx, code: message.code });
    expect(verified.body).toMatchObject({ result: 'SUCCESS', data: { verified: true, type: 'SIGN_EMAIL' } });

    const created = await agent.post(`${API}/users/cert`, {
      certEmailIdx: sent.body.data.certIdx,
      id: email,
      name: '홍길동',
      pwd: 'Travel12!',
      userMeta: { termsAgree: true, privacyAgree: true, marketingAgree: false },
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ loginKind: 'CREATE', user: { email, name: '홍길동', grade: 'Bronze', type: 'N' } });
    expect(agent.cookie('stay_at')).toBeTruthy();
    expect(agent.cookie('stay_rt')).toBeTruthy();
    expect(agent.cookie('stay_session')).toBe('1');
    expect(agent.cookie('stay_csrf')).toBeTruthy();

    const me = await agent.get(`${API}/users`);
    expect(me.body).toMatchObject({ result: 'SUCCESS', data: { name: '홍길동', email, type: 'N', grade: 'Bronze', corpName: null } });

    // The password works for a later login from another browser.
    const other = new Agent(t.app);
    const login = await other.post(`${API}/login`, { id: email, pwd: 'Travel12!' });
    expect(login.body).toMatchObject({ result: 'SUCCESS', data: { loginKind: 'LOGIN' } });
  });

  test('a code expires after 3 minutes (EXPIRED_TIME)', async () => {
    const agent = new Agent(t.app);
    const email = uniqueEmail('late');
    const sent = await agent.post(`${API}/users/send-cert`, { dest: email, type: 'SIGN_EMAIL' });
    const code = await latestCode(agent, email);
    t.advance(181);
    const res = await agent.post(`${API}/users/verify-cert`, { certIdx: sent.body.data.certIdx, code });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ result: 'FAIL', data: { code: 'EXPIRED_TIME', message: expect.any(String) } });
  });

  test('codes are single use and a wrong code is CERTIFICATION_NOT_CORRECT', async () => {
    const agent = new Agent(t.app);
    const email = uniqueEmail('once');
    const sent = await agent.post(`${API}/users/send-cert`, { dest: email, type: 'SIGN_EMAIL' });
    const code = await latestCode(agent, email);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await agent.post(`${API}/users/verify-cert`, { certIdx: sent.body.data.certIdx, code: wrong });
    expect(bad.body.data.code).toBe('CERTIFICATION_NOT_CORRECT');
    const first = await agent.post(`${API}/users/verify-cert`, { certIdx: sent.body.data.certIdx, code });
    expect(first.body.result).toBe('SUCCESS');
    const again = await agent.post(`${API}/users/verify-cert`, { certIdx: sent.body.data.certIdx, code });
    expect(again.body).toMatchObject({ result: 'FAIL', data: { code: 'CERTIFICATION_FAIL' } });

    // The verified certificate creates one member, not two.
    const body = { certEmailIdx: sent.body.data.certIdx, id: email, name: 'Kim', pwd: 'Travel12!' };
    expect((await new Agent(t.app).post(`${API}/users/cert`, body)).body.result).toBe('SUCCESS');
    const second = await new Agent(t.app).post(`${API}/users/cert`, body);
    expect(second.body.result).toBe('FAIL');
    expect(['EMAIL_CAN_NOT_BE_USED', 'CERTIFICATION_FAIL']).toContain(second.body.data.code);
  });

  test('five wrong codes burn the certificate', async () => {
    const agent = new Agent(t.app);
    const email = uniqueEmail('guess');
    const sent = await agent.post(`${API}/users/send-cert`, { dest: email, type: 'SIGN_EMAIL' });
    const code = await latestCode(agent, email);
    const wrong = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i += 1) await agent.post(`${API}/users/verify-cert`, { certIdx: sent.body.data.certIdx, code: wrong });
    const right = await agent.post(`${API}/users/verify-cert`, { certIdx: sent.body.data.certIdx, code });
    expect(right.body.data.code).toBe('CERTIFICATION_FAIL');
  });

  test('at most 3 text messages per phone per day (SEND_LIMIT), other phones unaffected', async () => {
    const agent = new Agent(t.app);
    const phone = '01098765432';
    for (let i = 0; i < 3; i += 1) {
      const ok = await agent.post(`${API}/users/send-cert`, { dest: phone, type: 'SIGN_PHONE' });
      expect(ok.body.result).toBe('SUCCESS');
    }
    const fourth = await agent.post(`${API}/users/send-cert`, { dest: phone, type: 'SIGN_PHONE' });
    expect(fourth.status).toBe(400);
    expect(fourth.body).toMatchObject({ result: 'FAIL', data: { code: 'SEND_LIMIT' } });
    // Hyphenated input is the same phone.
    const hyphen = await agent.post(`${API}/users/send-cert`, { dest: `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`, type: 'SIGN_PHONE' });
    expect(hyphen.body.data.code).toBe('SEND_LIMIT');
    const outbox = await agent.get(`/api/dev/outbox?dest=${phone}`);
    expect(outbox.body.data.messages).toHaveLength(3);
    const other = await agent.post(`${API}/users/send-cert`, { dest: '01055550000', type: 'SIGN_PHONE' });
    expect(other.body.result).toBe('SUCCESS');
  });

  test('a stranger cannot use up the owner\'s codes; all addresses together are capped', async () => {
    const phone = '01077771234';
    const stranger = new Agent(t.app, '203.0.113.66');
    for (let i = 0; i < 3; i += 1) expect((await stranger.post(`${API}/users/send-cert`, { dest: phone, type: 'SIGN_PHONE' })).body.result).toBe('SUCCESS');
    expect((await stranger.post(`${API}/users/send-cert`, { dest: phone, type: 'SIGN_PHONE' })).body.data.code).toBe('SEND_LIMIT');
    // The owner, from their own address, still gets their three.
    const owner = new Agent(t.app, '198.51.100.66');
    for (let i = 0; i < 3; i += 1) expect((await owner.post(`${API}/users/send-cert`, { dest: phone, type: 'SIGN_PHONE' })).body.result).toBe('SUCCESS');
    // Nine to one phone in a day from anywhere is the most it will ever get (no message bombing).
    for (const ip of ['192.0.2.97', '192.0.2.98', '192.0.2.99']) {
      expect((await new Agent(t.app, ip).post(`${API}/users/send-cert`, { dest: phone, type: 'SIGN_PHONE' })).body.result).toBe('SUCCESS');
    }
    expect((await new Agent(t.app, '192.0.2.100').post(`${API}/users/send-cert`, { dest: phone, type: 'SIGN_PHONE' })).body.data.code).toBe('SEND_LIMIT');
  });

  test('strangers who use up the cap for unknown addresses leave the owner\'s own address its codes', async () => {
    const send = (agent: Agent, dest: string, type = 'FIND_ID') => agent.post(`${API}/users/send-cert`, { dest, type });
    const strangersUseUp = async (dest: string, type: string) => {
      for (const ip of ['203.0.113.71', '203.0.113.72', '203.0.113.73']) {
        const stranger = new Agent(t.app, ip);
        for (let i = 0; i < 3; i += 1) expect((await send(stranger, dest, type)).body.result).toBe('SUCCESS');
      }
      expect((await send(new Agent(t.app, '203.0.113.74'), dest, type)).body.data.code).toBe('SEND_LIMIT');
    };
    // The member signed in from home before; strangers then take nine codes for the member's phone.
    const home = new Agent(t.app, '198.51.100.77');
    await login(home, 'silver@awesomestay.kr');
    await strangersUseUp('01012340002', 'FIND_ID');
    expect((await send(new Agent(t.app, '198.51.100.77'), '01012340002')).body.result).toBe('SUCCESS');
    // An address that verified a code for a phone is known to it too.
    const newcomer = new Agent(t.app, '198.51.100.78');
    await verifiedCert(newcomer, '01077775555', 'SIGN_PHONE');
    await strangersUseUp('01077775555', 'SIGN_PHONE');
    expect((await send(newcomer, '01077775555', 'SIGN_PHONE')).body.result).toBe('SUCCESS');
    // Known or not, an address still gets three a day.
    expect((await send(newcomer, '01077775555', 'SIGN_PHONE')).body.result).toBe('SUCCESS');
    expect((await send(newcomer, '01077775555', 'SIGN_PHONE')).body.data.code).toBe('SEND_LIMIT');
  });

  test('an already registered e-mail is refused (EMAIL_CAN_NOT_BE_USED)', async () => {
    const agent = new Agent(t.app);
    const send = await agent.post(`${API}/users/send-cert`, { dest: 'Bronze@AwesomeStay.kr', type: 'SIGN_EMAIL' });
    expect(send.body).toMatchObject({ result: 'FAIL', data: { code: 'EMAIL_CAN_NOT_BE_USED' } });
    const check = await agent.get(`${API}/users/check/bronze%40awesomestay.kr`);
    expect(check.body.data.code).toBe('EMAIL_CAN_NOT_BE_USED');
    const free = await agent.get(`${API}/users/check/${encodeURIComponent(uniqueEmail('free'))}`);
    expect(free.body).toMatchObject({ result: 'SUCCESS', data: { available: true, type: 'EMAIL' } });

    // A certificate for one address cannot create a member with another (already taken) one.
    const email = uniqueEmail('swap');
    const certEmailIdx = await verifiedCert(agent, email, 'SIGN_EMAIL');
    const res = await agent.post(`${API}/users/cert`, { certEmailIdx, id: 'bronze@awesomestay.kr', name: 'Kim', pwd: 'Travel12!' });
    expect(res.body.data.code).toBe('EMAIL_CAN_NOT_BE_USED');
    const mismatch = await agent.post(`${API}/users/cert`, { certEmailIdx, id: uniqueEmail('other'), name: 'Kim', pwd: 'Travel12!' });
    expect(mismatch.body.data.code).toBe('CERTIFICATION_FAIL');
  });

  test('sign-up checks SPEC §5 fields with their messages', async () => {
    const agent = new Agent(t.app);
    const email = uniqueEmail('rules');
    const certEmailIdx = await verifiedCert(agent, email, 'SIGN_EMAIL');
    const weak = await agent.post(`${API}/users/cert`, { certEmailIdx, id: email, name: '홍길동', pwd: 'abcdef' }, { headers: { 'accept-language': 'en' } });
    expect(weak.status).toBe(400);
    expect(weak.body.data).toMatchObject({ code: 'INVALID_INPUT', field: 'pwd', message: 'Password must be 6-16 characters combining letters, digits and special characters.' });
    const name = await agent.post(`${API}/users/cert`, { certEmailIdx, id: email, name: 'Hong#1', pwd: 'Travel12!' });
    expect(name.body.data).toMatchObject({ field: 'name', message: '이름은 특수문자 없이 한글 또는 영문으로 입력해 주세요.' });
    // The certificate was not used up by the refused attempts.
    const ok = await agent.post(`${API}/users/cert`, { certEmailIdx, id: email, name: '홍길동', pwd: 'Travel12!' });
    expect(ok.body.result).toBe('SUCCESS');
  });

  test('sign-up with a verified phone, and the outbox lists newest first', async () => {
    const agent = new Agent(t.app);
    const email = uniqueEmail('phone');
    const phone = '01077776666';
    const certEmailIdx = await verifiedCert(agent, email, 'SIGN_EMAIL');
    const certPhoneIdx = await verifiedCert(agent, '010 7777 6666', 'SIGN_PHONE');
    // Written with hyphens at sign-up, kept as digits.
    const res = await agent.post(`${API}/users/cert`, { certEmailIdx, certPhoneIdx, id: email, name: 'Lee', phone: '010-7777-6666', pwd: 'Travel12!' });
    expect(res.body.data.user).toMatchObject({ phone, email });
    await agent.post(`${API}/users/send-cert`, { dest: phone, type: 'FIND_ID' });
    const outbox = await agent.get(`/api/dev/outbox?dest=${phone}`);
    expect(outbox.body.data.messages.map((m: { type: string }) => m.type)).toEqual(['FIND_ID', 'SIGN_PHONE']);
  });
});
