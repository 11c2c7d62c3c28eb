// `npm run bench -- --payments`: the going-live figures, measured on a production start (NODE_ENV=
// production, PAYMENT_GATEWAY=toss, SMTP and SOLAPI set) on PostgreSQL against the providers'
// stand-ins (api/scripts/toss-double.ts: Toss's API, an SMTP server with a login, SOLAPI), all
// over real HTTP and SMTP on this machine:
//   confirm-to-booked  POST /payments/confirm as the success page sends it, until it answers the
//                      booking (our server's Toss confirm call and the booking's transaction);
//   confirmation mail  from that answer until the confirmation mail is in the SMTP server's hands;
//   reconciliation lag a confirm whose answer Toss lost, until the order reads booked (bounded by
//                      PAYING_STALE_SECONDS plus one PAYING_RECONCILE_INTERVAL_SECONDS);
//   relay throughput   mails written to the outbox at once, until the SMTP server has them all
//                      (the server's own outbox-relay job).
// Needs a build (`npm run build`) and PostgreSQL (BENCH_PG, default postgres://postgres@127.0.0.1:5432).
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

const PORTS = { site: 8095, toss: 48980, smtp: 48981, sms: 48982, inbox: 48983 };
const SITE = `http://127.0.0.1:${PORTS.site}`;
const TOSS = `http://127.0.0.1:${PORTS.toss}`;
const INBOX = `http://127.0.0.1:${PORTS.inbox}`;
const SECRET = 'test_sk_bench';
const STALE_SECONDS = 10;
const RECONCILE_SECONDS = 5;
const RELAY_SECONDS = 5;

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? Math.round(s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]) : null;
};
const stats = (xs) => ({ n: xs.length, p50_ms: pct(xs, 50), p95_ms: pct(xs, 95), max_ms: xs.length ? Math.round(Math.max(...xs)) : null });

async function until(what, check, timeoutMs = 120_000, everyMs = 25) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

/** A member's cookies and the double-submit CSRF header, as the browser sends them. */
class Session {
  cookies = new Map();
  async call(method, path, body) {
    const headers = { 'content-type': 'application/json', cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    if (this.cookies.has('stay_csrf')) headers['x-csrf-token'] = this.cookies.get('stay_csrf');
    const res = await fetch(`${SITE}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const json = await res.json().catch(() => ({}));
    return { status: res.status, body: json };
  }
}

const mailsTo = async (to) => (await fetch(`${INBOX}/mails?to=${encodeURIComponent(to)}`)).json();

function start(command, args, env) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr.on('data', (d) => (err = (err + d).slice(-4000)));
  child.on('exit', (code) => code && code !== 143 && console.error(`${args.join(' ')} exited ${code}: ${err}`));
  return child;
}

export async function paymentsBench({ bookings = 20, lost = 3, mails = 500 } = {}) {
  const base = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432';
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  await admin.query('drop database if exists bench_payments with (force)');
  await admin.query('create database bench_payments');
  await admin.end();
  const databaseUrl = `${base}/bench_payments`;

  const tsx = 'node_modules/tsx/dist/cli.mjs';
  const double = start('node', [tsx, 'api/scripts/toss-double.ts', '--port', String(PORTS.toss), '--secret', SECRET, '--smtp-port', String(PORTS.smtp), '--sms-port', String(PORTS.sms), '--inbox-port', String(PORTS.inbox)], {});
  const site = start('node', ['tools/start.mjs'], {
    NODE_ENV: 'production',
    DEMO_MODE: 'false',
    PORT: String(PORTS.site),
    DATABASE_URL: databaseUrl,
    PUBLIC_ORIGIN: SITE,
    AUTH_SECRET: 'bench-auth-secret-0123456789abcdef0123456789',
    PAYMENT_GATEWAY: 'toss',
    TOSS_SECRET_KEY: SECRET,
    TOSS_CLIENT_KEY: 'test_ck_bench',
    TOSS_API_URL: TOSS,
    TOSS_SDK_URL: `${TOSS}/v2/standard`,
    BILLING_KEY_SECRET: 'bench-billing-key-secret-0123456789abcdef',
    SMTP_URL: `smtp://relay:relay-secret@127.0.0.1:${PORTS.smtp}`,
    MAIL_FROM: 'AwesomeStay <no-reply@awesomestay.kr>',
    SOLAPI_API_URL: `http://127.0.0.1:${PORTS.sms}`,
    SOLAPI_API_KEY: 'NCSTESTKEY',
    SOLAPI_API_SECRET: 'test-secret-0123456789',
    SMS_SENDER: '0212345678',
    PAYING_STALE_SECONDS: String(STALE_SECONDS),
    PAYING_RECONCILE_INTERVAL_SECONDS: String(RECONCILE_SECONDS),
    OUTBOX_RELAY_SECONDS: String(RELAY_SECONDS),
    RATE_LIMIT_HOLDS: '100000',
    RATE_LIMIT_HOLDS_PER_ADDRESS: '100000',
    RATE_LIMIT_SEND_PER_MINUTE: '1000',
  });
  try {
    await until('the site', async () => (await fetch(`${SITE}/healthz`)).ok, 300_000, 500);
    await until('the doubles', async () => (await fetch(`${INBOX}/mails`)).ok, 60_000, 200);

    // A newcomer signs up with the code that reached the SMTP server.
    const member = new Session();
    await member.call('GET', '/healthz');
    const email = `bench-${Date.now()}@example.com`;
    const sent = await member.call('POST', '/api/service/auth/users/send-cert', { dest: email, type: 'SIGN_EMAIL' });
    const certIdx = sent.body.data.certIdx;
    const mail = await until('the code mail', async () => (await mailsTo(email))[0]);
    const code = /\b(\d{6})\b/.exec(mail.text)[1];
    await member.call('POST', '/api/service/auth/users/verify-cert', { certIdx, code });
    const created = await member.call('POST', '/api/service/auth/users/cert', { certEmailIdx: certIdx, id: email, name: 'Bench', pwd: 'Stay1234!' });
    if (created.status !== 200) throw new Error(`sign-up: ${JSON.stringify(created.body)}`);

    // Stays on sale, each night booked once (no two bookings race for one room).
    const day = (n) => new Date(Date.now() + 9 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);
    let product = 200;
    let offset = 30;
    const nextStay = async () => {
      for (;;) {
        offset += 1;
        const c = { checkInDate: day(offset), checkOutDate: day(offset + 1), adtCnt: 2, chdCnt: 0, chdAges: [], count: 1 };
        const info = await member.call('POST', `/api/service/content/v2/products/${product}`, c);
        const channel = info.body?.data?.info?.channelCode ?? null;
        const plans = (await member.call('POST', `/api/service/content/v1/products/${product}/rateplans-v3`, c)).body?.data?.roomMappedRateplans?.flatMap((r) => r.mappedRateplanList) ?? [];
        const plan = channel === null ? plans.find((p) => p.saleAble && p.normalAmount !== null && p.stock > 0) : undefined;
        if (plan) return { c, plan, productIdx: product };
        product -= 1;
        offset = 30;
      }
    };
    const orderAndPay = async () => {
      const { c, plan, productIdx } = await nextStay();
      const path = `/api/service/content/v1/books/${productIdx}/order-type/OO/ids/${productIdx}/rooms/${plan.roomIdx}/rateplan/${plan.rateplanIdx}/order`;
      const order = await member.call('POST', path, { ...c, guestName: 'Bench', guestTel: '01055550000', guestEmail: email });
      if (order.status !== 201) throw new Error(`order: ${JSON.stringify(order.body)}`);
      const orderNum = order.body.data.orderNum;
      const prepared = await member.call('POST', '/api/service/payment/payments/prepare', { orderNum, method: 'card' });
      const req = prepared.body.data.toss.request;
      // The buyer pays in Toss's window (the double's), which sends them back with paymentKey, orderId, amount.
      const auth = await (await fetch(`${TOSS}/__double/authorize`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ orderId: req.orderId, amount: req.amount.value }) })).json();
      return { orderNum, body: { orderNum, paymentKey: auth.paymentKey, amount: req.amount.value, orderId: req.orderId } };
    };

    const confirmMs = [];
    const mailMs = [];
    for (let i = 0; i < bookings; i += 1) {
      const { orderNum, body } = await orderAndPay();
      const t0 = performance.now();
      const paid = await member.call('POST', '/api/service/payment/payments/confirm', body);
      const t1 = performance.now();
      if (paid.body?.data?.payStatus !== 'complete') throw new Error(`confirm: ${JSON.stringify(paid.body)}`);
      confirmMs.push(t1 - t0);
      await until('the confirmation mail', async () => (await mailsTo(email)).some((m) => m.subject.includes(orderNum)), 60_000, 20);
      mailMs.push(performance.now() - t1);
    }

    const lagMs = [];
    for (let i = 0; i < lost; i += 1) {
      const { orderNum, body } = await orderAndPay();
      await fetch(`${TOSS}/__double/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ faults: [{ on: 'confirm', kind: 'lost' }] }) });
      const t0 = performance.now();
      const answer = await member.call('POST', '/api/service/payment/payments/confirm', body);
      if (answer.body?.data?.payStatus === 'complete') throw new Error('the lost answer was not lost');
      await until('reconciliation', async () => {
        const read = await member.call('GET', `/api/service/content/v1/books/num/${orderNum}/img-count/1`);
        return read.body?.data?.payStatus === 'complete';
      }, 180_000, 200);
      lagMs.push(performance.now() - t0);
    }

    // Relay throughput: a burst written to the outbox at once, left to the server's job.
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const t0 = performance.now();
    await db.query(`insert into message_outbox (channel, dest, type, subject, body) select 'EMAIL', 'burst' || g || '@example.com', 'BENCH', 'burst ' || g, 'hello ' || g from generate_series(1, $1::int) g`, [mails]);
    const sentCount = async () => (await db.query(`select count(*)::int as n from message_outbox where type = 'BENCH' and status = 'SENT'`)).rows[0].n;
    // Written outside any request, the burst waits for the relay's next tick (at most OUTBOX_RELAY_SECONDS).
    await until('the first of the burst', async () => (await sentCount()) > 0, 60_000, 20);
    const firstSent = (performance.now() - t0) / 1000;
    await until('the burst', async () => (await sentCount()) === mails, 300_000, 50);
    const seconds = (performance.now() - t0) / 1000;
    const arrived = (await (await fetch(`${INBOX}/mails`)).json()).filter((m) => m.subject.startsWith('burst ')).length;
    await db.end();

    const calls = (await (await fetch(`${TOSS}/__double/calls`)).json()).calls;
    const out = {
      method: `production start (tools/start.mjs, NODE_ENV=production, PostgreSQL) against api/scripts/toss-double.ts over loopback HTTP/SMTP; ${bookings} bookings paid one after another, ${lost} with the confirm's answer lost (PAYING_STALE_SECONDS=${STALE_SECONDS}, PAYING_RECONCILE_INTERVAL_SECONDS=${RECONCILE_SECONDS}), OUTBOX_RELAY_SECONDS=${RELAY_SECONDS}`,
      confirm_to_booked: stats(confirmMs),
      confirm_to_mail_at_smtp: stats(mailMs),
      lost_answer_to_booked: { ...stats(lagMs), bound_s: STALE_SECONDS + RECONCILE_SECONDS, production_bound_s: '60 + 30 with the defaults' },
      relay: { mails, arrived, seconds: Number(seconds.toFixed(2)), per_second: Math.round(mails / seconds), first_sent_after_s: Number(firstSent.toFixed(2)), per_second_once_sending: Math.round(mails / (seconds - firstSent)) },
      toss_confirms: calls.filter((c) => c.on === 'confirm').length,
    };
    console.log(JSON.stringify(out, null, 2));
    return out;
  } finally {
    site.kill('SIGTERM');
    double.kill('SIGTERM');
    await sleep(1000);
  }
}
