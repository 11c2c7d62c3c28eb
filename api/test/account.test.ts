// The member's own data (SPEC §7 auth service): profile per demo grade and type, profile edits,
// password reset, international info, points, corporate registration, withdrawal.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { rawRows } from '../src/db';
import { Agent } from './helpers/agent';
import { build, type TestApp } from './helpers/build';
import { databaseTargets } from './helpers/databases';
import { API, login, signUp, uniqueEmail, verifiedCert } from './helpers/flows';
import { stores } from './helpers/stores';

const hangul = /[\uac00-\ud7a3]/;

describe.each(databaseTargets())('member data on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(target);
  }, 180_000);
  afterAll(async () => t?.close());

  test.each([
    ['bronze@awesomestay.kr', { name: '김민지', type: 'N', grade: 'Bronze', corpName: null, isAwesome: false }],
    ['silver@awesomestay.kr', { name: '이서준', type: 'N', grade: 'Silver', corpName: null, isAwesome: true }],
    ['gold@awesomestay.kr', { name: '박지우', type: 'N', grade: 'Gold', corpName: null, isAwesome: true }],
    ['corp@awesomestay.kr', { name: '최하늘', type: 'C', grade: 'Bronze', corpName: '어썸테크 주식회사', isCorporation: true }],
  ])('GET /users shows the demo member %s', async (email, expected) => {
    const agent = new Agent(t.app);
    await login(agent, email);
    const res = await agent.get(`${API}/users`);
    expect(res.body).toMatchObject({ result: 'SUCCESS', data: { email, phone: expect.stringMatching(/^010\d{8}$/), ...expected } });
  });

  test('points and their history are the member own', async () => {
    const agent = new Agent(t.app);
    await login(agent, 'corp@awesomestay.kr');
    const points = await agent.get(`${API}/points`);
    expect(points.body).toEqual({ result: 'SUCCESS', data: { point: 1000, userPoint: 215000 } });
    const all = await agent.get(`${API}/points/history`);
    expect(all.body.data.total).toBe(3);
    const welfare = await agent.get(`${API}/points/history?pointType=USER_POINT&actionType=USE`);
    expect(welfare.body.data.history).toEqual([
      expect.objectContaining({ pointType: 'USER_POINT', actionType: 'USE', amount: -85000, balance: 215000, title: '출장 숙소 예약' }),
    ]);
    const gold = new Agent(t.app);
    await login(gold, 'gold@awesomestay.kr');
    expect((await gold.get(`${API}/points`)).body.data).toEqual({ point: 21500, userPoint: 0 });
    const page = await gold.get(`${API}/points/history?size=2&page=2`);
    expect(page.body.data).toMatchObject({ total: 5, page: 2, size: 2 });
    expect(page.body.data.history).toHaveLength(2);
  });

  test('the history reads in the language asked for, the seed lines and new ones alike', async () => {
    const agent = new Agent(t.app);
    await login(agent, 'corp@awesomestay.kr');
    const userIdx = (await agent.get(`${API}/users`)).body.data.idx as number;
    await stores(t.app).points.add({ userIdx, pointType: 'POINT', actionType: 'CANCEL', amount: 700, reason: 'BOOKING_CANCEL_REFUND', orderNum: 'AS990001' }, t.now());
    const titles = async (lang: string) =>
      ((await agent.get(`${API}/points/history`, { headers: { 'accept-language': lang } })).body.data.history as { title: string }[]).map((h) => h.title);
    expect(await titles('en')).toEqual(expect.arrayContaining(['Returned for cancelled booking AS990001', 'Used for booking AS240031', 'Welfare points granted', 'Sign-up bonus']));
    expect(await titles('ja')).toEqual(expect.arrayContaining(['予約AS990001のキャンセルによる返還', '予約AS240031で利用', '福利厚生ポイント付与', '新規会員登録特典']));
    expect(await titles('ko')).toEqual(expect.arrayContaining(['예약 취소 반환 AS990001', '출장 숙소 예약', '올해 복지포인트 지급', '신규 가입 적립금']));
    for (const lang of ['en', 'ja']) for (const title of await titles(lang)) expect(title).not.toMatch(hangul);
  });

  test('lines written before reasons had codes read right in English and Japanese, by the code the migration gave them or by their kind', async () => {
    const agent = new Agent(t.app);
    const { email } = await signUp(agent);
    const [user] = await rawRows<{ idx: number }>(t.database.orm, sql`select idx from users where email = ${email}`);
    const old = (title: string, actionType: string, amount: number, orderNum: string | null) =>
      sql`insert into point_ledger (user_idx, point_type, action_type, amount, balance_after, title, order_num, created_at) values (${user!.idx}, 'POINT', ${actionType}, ${amount}, 0, ${title}, ${orderNum}, now())`;
    await rawRows(t.database.orm, old('신규 가입 적립금', 'SAVE', 3000, null));
    await rawRows(t.database.orm, old('예약 취소 반환 AS880001', 'CANCEL', 2500, 'AS880001'));
    await rawRows(t.database.orm, old('이벤트 당첨 적립', 'SAVE', 100, null));
    const titles = async (lang: string) =>
      ((await agent.get(`${API}/points/history`, { headers: { 'accept-language': lang } })).body.data.history as { title: string }[]).map((h) => h.title).sort();
    // Without a code yet (as before the migration ran): by kind.
    expect(await titles('en')).toEqual(['Awesome cash earned', 'Awesome cash earned', 'Awesome cash returned (booking AS880001)']);
    // The migration's backfill gives the lines it recognises their code.
    const migration = readFileSync(join(__dirname, '..', 'drizzle', '0025_point_reasons.sql'), 'utf8');
    const backfill = migration.slice(migration.indexOf('UPDATE "point_ledger"'));
    await rawRows(t.database.orm, sql.raw(backfill));
    expect(await titles('en')).toEqual(['Awesome cash earned', 'Returned for cancelled booking AS880001', 'Sign-up bonus']);
    expect(await titles('ja')).toEqual(['オーサムキャッシュ獲得', '予約AS880001のキャンセルによる返還', '新規会員登録特典'].sort());
    expect(await titles('ko')).toEqual(['신규 가입 적립금', '예약 취소 반환 AS880001', '이벤트 당첨 적립'].sort());
  });

  test('the corporate member reads the company by its Latin name in English and Japanese', async () => {
    const agent = new Agent(t.app);
    await login(agent, 'corp@awesomestay.kr');
    const name = async (lang: string) => (await agent.get(`${API}/users`, { headers: { 'accept-language': lang } })).body.data.corpName;
    expect(await name('ko')).toBe('어썸테크 주식회사');
    expect(await name('en')).toBe('Awesome Tech Co., Ltd.');
    expect(await name('ja')).toBe('Awesome Tech Co., Ltd.');
  });

  test('PUT /users changes the name; a new phone needs its MODIFY_PHONE certificate', async () => {
    const agent = new Agent(t.app);
    await signUp(agent);
    const renamed = await agent.put(`${API}/users`, { name: 'Gildong' });
    expect(renamed.body.data.name).toBe('Gildong');
    expect((await agent.put(`${API}/users`, { name: 'Gil-dong' })).body.data).toMatchObject({ code: 'INVALID_INPUT', field: 'name' });
    const noCert = await agent.put(`${API}/users`, { phone: '01033334444' });
    expect(noCert.body.data).toMatchObject({ code: 'INVALID_INPUT', field: 'certIdx' });
    const wrongPurpose = await verifiedCert(agent, '01033334444', 'SIGN_PHONE');
    expect((await agent.put(`${API}/users`, { phone: '01033334444', certIdx: wrongPurpose })).body.data.code).toBe('CERTIFICATION_FAIL');
    const certIdx = await verifiedCert(agent, '01033334444', 'MODIFY_PHONE');
    const changed = await agent.put(`${API}/users`, { phone: '01033334444', certIdx });
    expect(changed.body.data.phone).toBe('01033334444');
  });

  test('a new password from member info signs out the other devices only', async () => {
    const phone = new Agent(t.app);
    const { email } = await signUp(phone);
    const laptop = new Agent(t.app);
    await login(laptop, email, 'Travel12!');
    const res = await phone.put(`${API}/users`, { pwd: 'Newpass12!', currentPwd: 'Travel12!' });
    expect(res.body.result).toBe('SUCCESS');
    expect((await phone.get(`${API}/users`)).status).toBe(200);
    // SPEC §8: the other device hears 499 'member info changed', on a call and on a refresh.
    expect((await laptop.get(`${API}/users`)).status).toBe(499);
    expect((await laptop.post(`${API}/refresh`)).body.data.code).toBe('MEMBER_CHANGED');
    await login(new Agent(t.app), email, 'Newpass12!');
  }, 20_000);

  test('an access token alone cannot change the password: the current one or a FIND_PWD code is needed', async () => {
    const device = new Agent(t.app);
    const { email } = await signUp(device);
    expect((await device.put(`${API}/users`, { pwd: 'Stolen12!' })).body.data).toMatchObject({ code: 'INVALID_INPUT', field: 'currentPwd' });
    const wrong = await device.put(`${API}/users`, { pwd: 'Stolen12!', currentPwd: 'Guess123!' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toMatchObject({ code: 'INVALID_INPUT', field: 'currentPwd' });
    expect(wrong.body.data.message).toBe('현재 비밀번호가 맞지 않습니다.');
    // A code for someone else's address does not do either.
    const foreign = await verifiedCert(new Agent(t.app), 'gold@awesomestay.kr', 'FIND_PWD');
    expect((await device.put(`${API}/users`, { pwd: 'Stolen12!', pwdCertIdx: foreign })).body.data.code).toBe('CERTIFICATION_FAIL');
    await login(new Agent(t.app), email, 'Travel12!');
    // The member's own verified code does, once.
    const own = await verifiedCert(device, email, 'FIND_PWD');
    expect((await device.put(`${API}/users`, { pwd: 'Viacode12!', pwdCertIdx: own })).body.result).toBe('SUCCESS');
    expect((await device.put(`${API}/users`, { pwd: 'Again1234!', pwdCertIdx: own })).body.data.code).toBe('CERTIFICATION_FAIL');
    await login(new Agent(t.app), email, 'Viacode12!');
    // Eight password hashes and checks (argon2id): slow on a loaded machine.
  }, 30_000);

  test('find password: a FIND_PWD code for the e-mail sets a new password and ends sessions', async () => {
    const device = new Agent(t.app);
    const { email } = await signUp(device);
    const stranger = new Agent(t.app);
    const certIdx = await verifiedCert(stranger, email, 'FIND_PWD');
    const bad = await stranger.put(`${API}/users/pwd`, { certIdx, id: email, pwd: 'short' });
    expect(bad.body.data.field).toBe('pwd');
    const reset = await stranger.put(`${API}/users/pwd`, { certIdx, id: email, pwd: 'Reset123!' });
    expect(reset.body).toEqual({ result: 'SUCCESS', data: { updated: true } });
    expect((await stranger.put(`${API}/users/pwd`, { certIdx, id: email, pwd: 'Again123!' })).body.data.code).toBe('CERTIFICATION_FAIL');
    expect((await device.get(`${API}/users`)).status).toBe(499);
    await login(new Agent(t.app), email, 'Reset123!');
    // A certificate for one member's address cannot reset another member.
    const other = await verifiedCert(stranger, email, 'FIND_PWD');
    expect((await stranger.put(`${API}/users/pwd`, { certIdx: other, id: 'gold@awesomestay.kr', pwd: 'Hijack12!' })).body.data.code).toBe('CERTIFICATION_FAIL');
    // Unknown members cannot even get a code.
    expect((await stranger.post(`${API}/users/send-cert`, { dest: 'ghost@example.com', type: 'FIND_PWD' })).body.data.code).toBe('USER_NOT_FOUND');
  });

  test('FIND_ID by phone tells the verified owner the login id', async () => {
    const agent = new Agent(t.app);
    const sent = await agent.post(`${API}/users/send-cert`, { dest: '01012340003', type: 'FIND_ID' });
    const outbox = await agent.get('/api/dev/outbox?dest=01012340003');
    const res = await agent.post(`${API}/users/verify-cert`, { certIdx: sent.body.data.certIdx, code: outbox.body.data.messages[0].code });
    expect(res.body.data).toMatchObject({ verified: true, id: 'gold@awesomestay.kr' });
  });

  test('PUT /users/international-info checks the phone against the country', async () => {
    const agent = new Agent(t.app);
    await signUp(agent);
    const body = { internationalNumber: '82', internationalPhone: '1012345678', userFirstName: 'Gildong', userLastName: 'Hong' };
    const res = await agent.put(`${API}/users/international-info`, body);
    expect(res.body.data).toMatchObject({ internationalNumber: '82', internationalPhone: '1012345678', userFirstName: 'GILDONG', userLastName: 'HONG' });
    const mismatch = await agent.put(`${API}/users/international-info`, { ...body, internationalPhone: '12345' }, { headers: { 'accept-language': 'en' } });
    expect(mismatch.body.data).toMatchObject({ field: 'internationalPhone', message: 'The phone format does not match the selected country.' });
    const korean = await agent.put(`${API}/users/international-info`, { ...body, userFirstName: '길동' });
    expect(korean.body.data).toMatchObject({ code: 'INVALID_INPUT', field: 'userFirstName', issues: [{ field: 'userFirstName', rule: 'GLOBAL_USER_NAME' }] });
  });

  test('a member registers with a company code and becomes a corporate member', async () => {
    const agent = new Agent(t.app);
    await signUp(agent);
    const lookup = await agent.get(`${API}/benefit-users/code/HANBIT2025`);
    expect(lookup.body).toMatchObject({ result: 'SUCCESS', data: { corpCode: 'HANBIT2025', corpName: '한빛여행 주식회사' } });
    expect((await agent.get(`${API}/benefit-users/code/HANBIT2020`)).body.data.code).toBe('CORP_CODE_NOT_FOUND');
    expect((await agent.get(`${API}/benefit-users/code/hanbit`)).body.data.field).toBe('code');
    const reg = await agent.post(`${API}/benefit-users`, { corpCode: 'HANBIT2025', deptName: '마케팅팀', userName: '홍길동' });
    expect(reg.body).toMatchObject({ result: 'SUCCESS', data: { corpName: '한빛여행 주식회사', type: 'C' } });
    expect((await agent.get(`${API}/users`)).body.data).toMatchObject({ type: 'C', corpName: '한빛여행 주식회사', isCorporation: true });
    const twice = await agent.post(`${API}/benefit-users`, { corpCode: 'AWESOMETECH', deptName: '영업팀', userName: '홍길동' });
    expect(twice.body.data.code).toBe('BENEFIT_USER_EXISTS');
  });

  test('withdrawal ends the membership, frees the e-mail and logs out', async () => {
    const agent = new Agent(t.app);
    const { email } = await signUp(agent);
    const apple = await agent.post(`${API}/users/revoke/apple`);
    expect(apple.body).toEqual({ result: 'SUCCESS', data: { revoked: false } });
    // A member with a password withdraws with it (POST /users/withdraw); GET /users/unlink asks for it.
    const res = await agent.post(`${API}/users/withdraw`, { pwd: 'Travel12!' });
    expect(res.body).toEqual({ result: 'SUCCESS', data: { withdrawn: true } });
    expect(agent.cookie('stay_rt')).toBeUndefined();
    expect((await new Agent(t.app).post(`${API}/login`, { id: email, pwd: 'Travel12!' })).body.data.code).toBe('LOGIN_FAIL');
    // The address can be used for a new sign-up.
    await signUp(new Agent(t.app), email);
  });

  test('login history is recorded for the member', async () => {
    const agent = new Agent(t.app);
    await login(agent, 'silver@awesomestay.kr');
    expect((await agent.post(`${API}/login-history`, { loginType: 'EMAIL' })).body.data.recorded).toBe(true);
    expect((await new Agent(t.app).post(`${API}/login-history`)).status).toBe(401);
  });
});

test('uniqueEmail gives distinct addresses', () => {
  expect(uniqueEmail()).not.toBe(uniqueEmail());
});
