// The outbox relay end to end: messages written in their request's transaction leave through a
// real SMTP server in this process (smtp-server, with a login) and a SOLAPI double that checks
// the HMAC signature; once each, retried with backoff, dead after the last try, resent by an
// operator; never for a request that rolled back; and once across two relays on one PostgreSQL.
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { openDatabase, rawRows } from '../src/db';
import { jobsOf } from '../src/jobs';
import { DEFAULT_RELAY_POLICY, drainOutbox, outboxStore, relayOutbox, smtpSender, solapiSender, SendError } from '../src/modules/messages';
import { staffRoleStore } from '../src/modules/staff';
import { Agent } from './helpers/agent';
import { bookUrl, CONTENT, day, pay, PAYMENT, setStock } from './helpers/booking';
import { build, type TestApp } from './helpers/build';
import { cancelPlans, setPrice } from './helpers/coupons';
import { databaseTargets } from './helpers/databases';
import { API, login, uniqueEmail } from './helpers/flows';
import { startSmtp, type TestSmtp } from './helpers/mail';
import { startSmsDouble, type SmsDouble } from './helpers/sms';

const MAIL_FROM = 'AwesomeStay <no-reply@awesomestay.kr>';
const BRONZE = 'bronze@awesomestay.kr';
const OPERATOR = 'silver@awesomestay.kr';

const [pglite] = databaseTargets();
const postgres = databaseTargets().find((target) => target.name === 'postgres');

describe('the outbox relay (pglite)', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let sms: SmsDouble;
  const relay = () => jobsOf(t.app).find((j) => j.name === 'outbox-relay')!.run() as ReturnType<typeof relayOutbox>;
  const row = async (dest: string, type?: string) =>
    (
      await rawRows<{ idx: number; status: string; attempts: number; last_error: string | null; provider_id: string | null; sent_at: Date | null; next_attempt_at: Date }>(
        t.database.orm,
        sql`select idx, status, attempts, last_error, provider_id, sent_at, next_attempt_at from message_outbox where dest = ${dest} ${type ? sql`and type = ${type}` : sql``} order by idx desc limit 1`,
      )
    )[0]!;
  const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));

  beforeAll(async () => {
    smtp = await startSmtp();
    sms = await startSmsDouble();
    t = await build(pglite!, {
      smtpUrl: smtp.url,
      mailFrom: MAIL_FROM,
      solapi: { apiKey: sms.apiKey, apiSecret: sms.apiSecret, sender: '0212345678', apiUrl: sms.url },
      outboxMaxAttempts: 3,
      publicOrigin: 'https://awesomestay.kr',
    });
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
    await sms?.close();
  });

  test('a sign-up code arrives once, by e-mail, with its text and HTML parts, and signs the newcomer up', async () => {
    const agent = new Agent(t.app);
    const email = uniqueEmail('mailed');
    const sent = await agent.post(`${API}/users/send-cert`, { dest: email, type: 'SIGN_EMAIL' });
    expect(sent.body.result).toBe('SUCCESS');
    expect(mailsTo(email)).toHaveLength(0);
    const first = await relay();
    expect(first.sent).toBeGreaterThanOrEqual(1);
    await relay();
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    const code = /\b(\d{6})\b/.exec(mails[0]!.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mails[0]!.html).toContain(code);
    expect(mails[0]!.headers.from).toContain('no-reply@awesomestay.kr');
    const stored = await row(email);
    expect(stored).toMatchObject({ status: 'SENT', attempts: 1, last_error: null });
    expect(mails[0]!.messageId).toBe(`<outbox-${stored.idx}@awesomestay.kr>`);
    expect(stored.provider_id).toBeTruthy();
    const verified = await agent.post(`${API}/users/verify-cert`, { certIdx: sent.body.data.certIdx, code });
    expect(verified.body).toMatchObject({ result: 'SUCCESS', data: { verified: true } });
  });

  test('a text code goes to SOLAPI signed with HMAC-SHA256; a 5xx is retried after its backoff, a refused number is dead at once', async () => {
    const phone = '01077776666';
    sms.next('500');
    const agent = new Agent(t.app);
    expect((await agent.post(`${API}/users/send-cert`, { dest: phone, type: 'SIGN_PHONE' })).body.result).toBe('SUCCESS');
    await relay();
    expect(await row(phone)).toMatchObject({ status: 'QUEUED', attempts: 1, last_error: 'SOLAPI_500_InternalError' });
    await relay();
    expect(sms.requests.filter((r) => r.messages[0]?.to === phone)).toHaveLength(1);
    t.advance(DEFAULT_RELAY_POLICY.baseDelaySeconds + 1);
    await relay();
    const asked = sms.requests.filter((r) => r.messages[0]?.to === phone);
    expect(asked).toHaveLength(2);
    expect(asked.every((r) => r.authorized)).toBe(true);
    expect(asked[1]!.messages[0]).toMatchObject({ to: phone, from: '0212345678', text: expect.stringMatching(/\d{6}/) });
    expect(await row(phone)).toMatchObject({ status: 'SENT', attempts: 2, provider_id: expect.stringMatching(/^M4V/) });

    const refused = '01055554444';
    sms.next('refuse');
    await agent.post(`${API}/users/send-cert`, { dest: refused, type: 'SIGN_PHONE' });
    await relay();
    expect(await row(refused)).toMatchObject({ status: 'DEAD', attempts: 1, last_error: 'SOLAPI_REFUSED_1062' });
  });

  test('a text the provider accepted is never sent twice: a relay that died mid-send, or an answer lost on the way back', async () => {
    const agent = new Agent(t.app);
    const posts = (phone: string) => sms.requests.filter((r) => r.messages[0]?.to === phone).length;
    // A relay takes the message and dies after SOLAPI accepted it, before recording it.
    const crashed = '01033332222';
    await agent.post(`${API}/users/send-cert`, { dest: crashed, type: 'SIGN_PHONE' });
    const now = t.now();
    const [claimed] = await outboxStore(t.database.orm).claimDue(['SMS'], now, 1, 'relay-that-died', new Date(now.getTime() + DEFAULT_RELAY_POLICY.leaseSeconds * 1000));
    expect(claimed).toMatchObject({ dest: crashed, status: 'SENDING' });
    const accepted = await t.app.senders.SMS.send({ ref: `outbox-${claimed!.idx}`, channel: 'SMS', dest: crashed, type: 'SIGN_PHONE', subject: null, text: claimed!.body, html: null });
    await relay();
    expect(await row(crashed)).toMatchObject({ status: 'SENDING' });
    t.advance(DEFAULT_RELAY_POLICY.leaseSeconds + 1);
    const lookupsBefore = sms.lookups;
    await relay();
    expect(sms.lookups).toBe(lookupsBefore + 1);
    expect(posts(crashed)).toBe(1);
    expect(await row(crashed)).toMatchObject({ status: 'SENT', provider_id: accepted.providerId });

    // Accepted, but the answer was lost: the next try finds it in SOLAPI's log.
    const lost = '01033334444';
    sms.next('lose');
    await agent.post(`${API}/users/send-cert`, { dest: lost, type: 'SIGN_PHONE' });
    await relay();
    expect(await row(lost)).toMatchObject({ status: 'QUEUED', last_error: 'SOLAPI_NETWORK' });
    t.advance(DEFAULT_RELAY_POLICY.baseDelaySeconds + 1);
    await relay();
    expect(posts(lost)).toBe(1);
    expect(await row(lost)).toMatchObject({ status: 'SENT', provider_id: expect.stringMatching(/^M4V/) });

    // Not in the log (the request never arrived): sent again after the lease.
    const never = '01033335555';
    await agent.post(`${API}/users/send-cert`, { dest: never, type: 'SIGN_PHONE' });
    const later = t.now();
    await outboxStore(t.database.orm).claimDue(['SMS'], later, 1, 'another-relay-that-died', new Date(later.getTime() + 1000));
    t.advance(DEFAULT_RELAY_POLICY.leaseSeconds);
    await relay();
    expect(posts(never)).toBe(1);
    expect(await row(never)).toMatchObject({ status: 'SENT', attempts: 2 });
  });

  test('the SOLAPI sender: a wrong secret is refused by the signature check, an answer that never comes is a timeout', async () => {
    const wrong = solapiSender({ apiKey: sms.apiKey, apiSecret: 'not-the-secret', sender: '0212345678', apiUrl: sms.url });
    const message = { ref: 'outbox-x', channel: 'SMS' as const, dest: '010-1111-2222', type: 'SIGN_PHONE', subject: null, text: '[어썸스테이] 123456', html: null };
    await expect(wrong.send(message)).rejects.toMatchObject({ failure: { reason: 'SOLAPI_401_SignatureDoesNotMatch', retryable: true } });
    expect(sms.requests.at(-1)!.authorized).toBe(false);
    sms.next('hang');
    const slow = solapiSender({ apiKey: sms.apiKey, apiSecret: sms.apiSecret, sender: '0212345678', apiUrl: sms.url, timeoutMs: 200 });
    await expect(slow.send(message)).rejects.toBeInstanceOf(SendError);
    await expect(slow.send(message)).resolves.toMatchObject({ providerId: expect.stringMatching(/^M4V/) });
    // AlimTalk for a type with an approved template, with SOLAPI's text fallback left on.
    const kakao = solapiSender({ apiKey: sms.apiKey, apiSecret: sms.apiSecret, sender: '0212345678', apiUrl: sms.url, kakao: { pfId: 'PF1', templates: { SIGN_PHONE: 'TP1' } } });
    await kakao.send(message);
    expect(sms.requests.at(-1)!.messages[0]).toMatchObject({ to: '01011112222', type: 'ATA', kakaoOptions: { pfId: 'PF1', templateId: 'TP1', disableSms: false } });
  });

  test('a message written by a request that rolled back is never sent', async () => {
    const dest = uniqueEmail('rolled-back');
    await expect(
      t.database.orm.transaction(async (tx) => {
        await t.app.transport.send({ channel: 'EMAIL', dest, type: 'SIGN_EMAIL', code: '111111', subject: 's', body: 'code 111111' }, { tx, now: t.now() });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await relay();
    expect(mailsTo(dest)).toHaveLength(0);
    expect(await rawRows(t.database.orm, sql`select 1 from message_outbox where dest = ${dest}`)).toHaveLength(0);
  });

  test('a failing server: retried with backoff, dead after the last try, listed for the operator, resent and delivered once', async () => {
    const dest = uniqueEmail('bounced');
    smtp.down(true);
    const agent = new Agent(t.app);
    await agent.post(`${API}/users/send-cert`, { dest, type: 'SIGN_EMAIL' });
    await relay();
    const first = await row(dest);
    expect(first).toMatchObject({ status: 'QUEUED', attempts: 1, last_error: 'SMTP_451' });
    expect(new Date(first.next_attempt_at).getTime() - t.now().getTime()).toBeGreaterThan(25_000);
    // Not due yet: nothing is tried before the backoff ran out.
    await relay();
    expect((await row(dest)).attempts).toBe(1);
    t.advance(31);
    await relay();
    expect(await row(dest)).toMatchObject({ status: 'QUEUED', attempts: 2 });
    t.advance(61);
    await relay();
    expect(await row(dest)).toMatchObject({ status: 'DEAD', attempts: 3, last_error: 'SMTP_451' });
    t.advance(3600);
    await relay();
    expect((await row(dest)).attempts).toBe(3);
    smtp.down(false);
    expect(mailsTo(dest)).toHaveLength(0);

    // Staff: only an operator sees and resends dead letters.
    const agentStaff = new Agent(t.app);
    await login(agentStaff, 'staff@awesomestay.kr');
    expect((await agentStaff.get(`${CONTENT}/v1/staff/messages`)).status).toBe(403);
    const [op] = await rawRows<{ idx: number }>(t.database.orm, sql`select idx from users where email = ${OPERATOR}`);
    await staffRoleStore(t.database.orm).grant(Number(op!.idx), 'operator');
    const operator = new Agent(t.app);
    await login(operator, OPERATOR);
    const listed = await operator.get(`${CONTENT}/v1/staff/messages`);
    expect(listed.status).toBe(200);
    const dead = (listed.body.data.messages as { idx: number; dest: string }[]).find((m) => m.idx === first.idx);
    expect(dead).toMatchObject({ type: 'SIGN_EMAIL', channel: 'EMAIL', status: 'DEAD', attempts: 3, lastError: 'SMTP_451', createdAt: expect.any(String) });
    expect(dead!.dest).not.toBe(dest);
    expect(dead!.dest).toMatch(/^bo\*+@/);
    expect(JSON.stringify(listed.body)).not.toMatch(/code|body/i);
    expect((await agentStaff.post(`${CONTENT}/v1/staff/messages/${first.idx}/resend`, {})).status).toBe(403);
    const resent = await operator.post(`${CONTENT}/v1/staff/messages/${first.idx}/resend`, {});
    expect(resent.body).toMatchObject({ result: 'SUCCESS', data: { idx: first.idx, status: 'QUEUED' } });
    // A second click: it is no longer dead.
    expect((await operator.post(`${CONTENT}/v1/staff/messages/${first.idx}/resend`, {})).status).toBe(409);
    await relay();
    await relay();
    expect(mailsTo(dest)).toHaveLength(1);
    expect(await row(dest)).toMatchObject({ status: 'SENT', attempts: 1 });
  });

  test('a booking is confirmed by mail in the member language (ko, en, ja), to the member and the guest once each, and its cancellation says what is refunded', async () => {
    const member = new Agent(t.app);
    await login(member, BRONZE);
    const plan = (await cancelPlans(t.database, true))[0]!;
    const subjects = { ko: '예약이 확정되었습니다', en: 'Your booking is confirmed', ja: 'ご予約が確定しました' } as const;
    let offset = 30;
    const orders: string[] = [];
    for (const locale of ['ko', 'en', 'ja'] as const) {
      await t.database.orm.execute(sql`update users set user_meta = user_meta || ${JSON.stringify({ locale })}::jsonb where email = ${BRONZE}`);
      offset += 3;
      const start = offset + (plan.cancelFreeDays ?? 0);
      const cond = { adtCnt: 2, chdCnt: 0, chdAges: [], checkInDate: day(t.now(), start), checkOutDate: day(t.now(), start + 2), count: 1 };
      await setStock(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 3);
      await setPrice(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 60_000);
      const guest = `guest-${locale}-${Date.now()}@example.com`;
      const created = await member.post(`${bookUrl(plan, 'OC')}/order`, { ...cond, guestName: '김민지', guestTel: '01012345678', guestEmail: guest });
      expect(created.status).toBe(201);
      const orderNum = created.body.data.orderNum as string;
      orders.push(orderNum);
      const p = await pay(member, orderNum, 'card');
      const done = await member.post(`${PAYMENT}/payments/confirm`, { orderNum, paymentKey: p.paymentKey, amount: p.amount }, { headers: { 'accept-language': locale } });
      expect(done.body.data.payStatus).toBe('complete');
      // A replayed confirmation writes no second mail.
      await member.post(`${PAYMENT}/payments/confirm`, { orderNum, paymentKey: p.paymentKey, amount: p.amount });
      await relay();
      for (const address of [BRONZE, guest]) {
        const mails = mailsTo(address).filter((m) => m.subject.includes(orderNum));
        expect(mails).toHaveLength(1);
        expect(mails[0]!.subject).toContain(subjects[locale]);
        expect(mails[0]!.text).toContain(orderNum);
        expect(mails[0]!.text).toContain(`https://awesomestay.kr/lms/${orderNum}`);
        expect(mails[0]!.html).toContain(`href="https://awesomestay.kr/lms/${orderNum}"`);
        expect(mails[0]!.text).toContain(new Intl.NumberFormat('ko-KR').format(p.amount));
      }
    }
    await t.database.orm.execute(sql`update users set user_meta = user_meta || '{"locale":"ko"}'::jsonb where email = ${BRONZE}`);

    // The member's own address as the guest's: one mail.
    offset += 3;
    const start = offset + (plan.cancelFreeDays ?? 0);
    const cond = { adtCnt: 2, chdCnt: 0, chdAges: [], checkInDate: day(t.now(), start), checkOutDate: day(t.now(), start + 2), count: 1 };
    await setStock(t.database, plan.ratePlanIdx, cond.checkInDate, cond.checkOutDate, 3);
    const own = await member.post(`${bookUrl(plan, 'OC')}/order`, { ...cond, guestName: '김민지', guestTel: '01012345678', guestEmail: BRONZE.toUpperCase() });
    const ownNum = own.body.data.orderNum as string;
    const p = await pay(member, ownNum, 'card');
    await member.post(`${PAYMENT}/payments/confirm`, { orderNum: ownNum, paymentKey: p.paymentKey, amount: p.amount });
    await relay();
    expect(smtp.mails.filter((m) => m.subject.includes(ownNum))).toHaveLength(1);

    // Cancelled within free cancellation: the refund per route and when it lands.
    const cancelled = await member.put(`${CONTENT}/v1/lmses/${ownNum}/cancel`, {});
    expect(cancelled.body.result).toBe('SUCCESS');
    await relay();
    const notice = smtp.mails.filter((m) => m.subject.includes(ownNum) && m.subject.includes('취소'));
    expect(notice).toHaveLength(1);
    expect(notice[0]!.text).toContain(`결제 (card): ${new Intl.NumberFormat('ko-KR').format(p.amount)}원`);
    expect(notice[0]!.text).toMatch(/\d{4}년 \d{1,2}월 \d{1,2}일 \(.\)까지 환불/);
  });
});

(postgres ? describe : describe.skip)('two relays on one PostgreSQL', () => {
  let t: TestApp;
  let smtp: TestSmtp;
  const COUNT = 300;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await build(postgres!);
  }, 180_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  test('send each message once, and the throughput through a local SMTP server is measured', async () => {
    const [row] = await rawRows<{ name: string }>(t.database.orm, sql`select current_database() as name`);
    const url = new URL(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test');
    url.pathname = `/${row!.name}`;
    // A second process's view: its own pool, its own app, its own SMTP connections.
    const other = await openDatabase({ url: url.toString(), maxConnections: 5 });
    const env = { nodeEnv: 'test' as const, rateLimitEnabled: false, smtpUrl: smtp.url, mailFrom: MAIL_FROM };
    const apps = [await buildApp({ db: t.database, env }), await buildApp({ db: other, env })];
    try {
      await t.database.orm.execute(
        sql`insert into message_outbox (channel, dest, type, subject, body) select 'EMAIL', 'race' || g || '@example.com', 'TEST', 'race ' || g, 'hello ' || g from generate_series(1, ${COUNT}) g`,
      );
      const started = performance.now();
      await Promise.all(
        apps.map(async (app) => {
          // What the outbox-relay job runs on each tick: batches until one comes back short.
          await drainOutbox(app.database.orm, app.senders, app.clock, DEFAULT_RELAY_POLICY, 60_000, 50);
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const raced = smtp.mails.filter((m) => m.subject.startsWith('race '));
      expect(raced).toHaveLength(COUNT);
      expect(new Set(raced.map((m) => m.messageId)).size).toBe(COUNT);
      const [sent] = await rawRows<{ n: number }>(t.database.orm, sql`select count(*)::int as n from message_outbox where type = 'TEST' and status = 'SENT' and attempts = 1`);
      expect(Number(sent!.n)).toBe(COUNT);
      console.log(`outbox relay throughput: ${COUNT} mails through a local SMTP server by 2 relays in ${seconds.toFixed(2)} s = ${(COUNT / seconds).toFixed(0)} messages/s`);
    } finally {
      await Promise.all(apps.map((a) => a.close()));
      await other.close();
    }
  }, 120_000);
});

test('smtpSender: a refused address is permanent, a login failure may be fixed', async () => {
  const smtp = await startSmtp();
  try {
    const message = { ref: 'outbox-1', channel: 'EMAIL' as const, dest: 'a@example.com', type: 'T', subject: 's', text: 't', html: null };
    const good = smtpSender({ url: smtp.url, from: MAIL_FROM });
    smtp.refuse(1, 550);
    await expect(good.send(message)).rejects.toMatchObject({ failure: { reason: 'SMTP_550', retryable: false } });
    await expect(good.send(message)).resolves.toMatchObject({ providerId: '<outbox-1@awesomestay.kr>' });
    await good.close!();
    const bad = smtpSender({ url: smtp.url.replace('relay-secret', 'wrong'), from: MAIL_FROM });
    await expect(bad.send(message)).rejects.toMatchObject({ failure: { retryable: true } });
    await bad.close!();
  } finally {
    await smtp.close();
  }
});
