// A faithful stand-in of Toss Payments (core API 2022-11-16 and the v2 standard SDK's buyer side)
// for tests and browser journeys: a real node:http server on an ephemeral port with Toss's request
// checks (Basic auth with the configured secret key, the confirm amount must equal the one the
// buyer authorised, an Idempotency-Key answers the same result, an orderId is charged once), its
// payments in memory, and faults set per call: a decline with a code, a 5xx, a timeout (never
// answers), a lost answer (does the work, then drops the connection) and a duplicate order id.
// Test-only endpoints: GET /__double/calls (what it received) and POST /__double/faults.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type TossStatus = 'READY' | 'IN_PROGRESS' | 'WAITING_FOR_DEPOSIT' | 'DONE' | 'CANCELED' | 'PARTIAL_CANCELED' | 'ABORTED' | 'EXPIRED';

export interface DoublePayment {
  paymentKey: string;
  orderId: string;
  orderName: string;
  status: TossStatus;
  totalAmount: number;
  balanceAmount: number;
  method: string;
  requestedAt: string;
  approvedAt: string | null;
  cancels: { cancelAmount: number; cancelReason: string; transactionKey: string; canceledAt: string }[];
  card: { number: string; company: string } | null;
  easyPay: { provider: string } | null;
  customerKey: string | null;
  /** When the buyer authorised it in the window (the 30-minute confirm session starts). */
  authorizedAt: number;
}

/** Which API call a fault applies to. */
export type FaultOn = 'confirm' | 'cancel' | 'get' | 'billing-issue' | 'billing-charge';
export type Fault =
  | { on: FaultOn; kind: 'decline'; code: string; message?: string; status?: number }
  | { on: FaultOn; kind: '5xx'; status?: number }
  | { on: FaultOn; kind: 'timeout' }
  /** Performs the call, then drops the connection without an answer (delayMs: answers after the client gave up instead). */
  | { on: FaultOn; kind: 'lost'; delayMs?: number }
  | { on: FaultOn; kind: 'duplicate' };

export interface DoubleCall {
  at: number;
  method: string;
  path: string;
  /** The endpoint kind (confirm, cancel ...) or '' for others. */
  on: FaultOn | '';
  body: unknown;
  idempotencyKey: string | null;
  authorized: boolean;
  /** What it answered (status), or 'dropped' / 'hung'. */
  outcome: number | 'dropped' | 'hung';
}

export interface TossDouble {
  url: string;
  port: number;
  secretKey: string;
  payments: Map<string, DoublePayment>;
  calls: DoubleCall[];
  /** Faults waiting for their call, first in first out per kind. */
  faults: Fault[];
  fault(f: Fault): void;
  /** The buyer pays in the window: a payment in IN_PROGRESS (authorised, awaiting confirm). */
  authorize(req: { orderId: string; amount: number; orderName?: string; method?: string; easyPay?: string; customerKey?: string }): { paymentKey: string };
  /** The buyer registers a card for billing: a one-time authKey. */
  billingAuth(customerKey: string): { authKey: string };
  count(on: FaultOn, outcome?: number): number;
  /** Moves the double's clock (the confirm session is 30 minutes). */
  advance(ms: number): void;
  reset(): void;
  close(): Promise<void>;
}

const SESSION_MS = 30 * 60_000;

const tossError = (code: string, message: string) => ({ code, message });

export async function startTossDouble(options: { secretKey?: string; clientKey?: string; port?: number; host?: string } = {}): Promise<TossDouble> {
  const secretKey = options.secretKey ?? 'test_sk_double';
  const payments = new Map<string, DoublePayment>();
  const byOrder = new Map<string, string>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const billingAuths = new Map<string, { customerKey: string; used: boolean; billingKey: string }>();
  const billingKeys = new Map<string, { customerKey: string; cardNumber: string }>();
  const calls: DoubleCall[] = [];
  let faults: Fault[] = [];
  let offset = 0;
  const now = () => Date.now() + offset;
  const iso = () => new Date(now()).toISOString();
  const sockets = new Set<Socket>();
  const hung = new Set<http.ServerResponse>();

  const takeFault = (on: FaultOn): Fault | undefined => {
    const i = faults.findIndex((f) => f.on === on);
    return i < 0 ? undefined : faults.splice(i, 1)[0];
  };

  const view = (p: DoublePayment) => {
    const { authorizedAt: _a, customerKey: _c, ...rest } = p;
    return { ...rest, mId: 'tosspayments', version: '2022-11-16', currency: 'KRW', type: p.customerKey && !p.easyPay && p.approvedAt === p.requestedAt ? 'BILLING' : 'NORMAL' };
  };

  const newPayment = (o: { orderId: string; amount: number; orderName: string; method?: string; easyPay?: string; customerKey?: string | null; status: TossStatus }): DoublePayment => {
    const paymentKey = `tdbl${crypto.randomBytes(16).toString('hex')}`;
    const p: DoublePayment = {
      paymentKey,
      orderId: o.orderId,
      orderName: o.orderName,
      status: o.status,
      totalAmount: o.amount,
      balanceAmount: o.amount,
      method: o.easyPay ? '간편결제' : '카드',
      requestedAt: iso(),
      approvedAt: o.status === 'DONE' ? iso() : null,
      cancels: [],
      card: { number: '43301234****123*', company: '신한' },
      easyPay: o.easyPay ? { provider: o.easyPay } : null,
      customerKey: o.customerKey ?? null,
      authorizedAt: now(),
    };
    payments.set(paymentKey, p);
    byOrder.set(o.orderId, paymentKey);
    return p;
  };

  const EASY: Record<string, string> = { TOSSPAY: '토스페이', KAKAOPAY: '카카오페이', NAVERPAY: '네이버페이', PAYCO: '페이코' };

  const double: TossDouble = {
    url: '',
    port: 0,
    secretKey,
    payments,
    calls,
    get faults() {
      return faults;
    },
    fault(f) {
      faults.push(f);
    },
    authorize(req) {
      const existing = byOrder.get(req.orderId);
      if (existing) {
        const p = payments.get(existing)!;
        if (p.status === 'IN_PROGRESS' || p.status === 'READY') return { paymentKey: p.paymentKey };
      }
      const p = newPayment({ orderId: req.orderId, amount: req.amount, orderName: req.orderName || req.orderId, easyPay: req.easyPay ? (EASY[req.easyPay] ?? req.easyPay) : undefined, customerKey: req.customerKey, status: 'IN_PROGRESS' });
      return { paymentKey: p.paymentKey };
    },
    billingAuth(customerKey) {
      const authKey = `bauth${crypto.randomBytes(12).toString('hex')}`;
      billingAuths.set(authKey, { customerKey, used: false, billingKey: `bk${crypto.randomBytes(16).toString('hex')}` });
      return { authKey };
    },
    count(on, outcome) {
      return calls.filter((c) => c.on === on && (outcome === undefined || c.outcome === outcome)).length;
    },
    advance(ms) {
      offset += ms;
    },
    reset() {
      payments.clear();
      byOrder.clear();
      idempotent.clear();
      calls.length = 0;
      faults = [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const r of hung) r.destroy();
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };

  type Answer = { status: number; body: unknown };

  const confirm = (body: Record<string, unknown>): Answer => {
    const { paymentKey, orderId, amount } = body;
    if (typeof paymentKey !== 'string' || typeof orderId !== 'string' || typeof amount !== 'number') return { status: 400, body: tossError('INVALID_REQUEST', '잘못된 요청입니다.') };
    const p = payments.get(paymentKey);
    if (!p || p.orderId !== orderId) return { status: 404, body: tossError('NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.') };
    if (p.status === 'DONE' || p.status === 'PARTIAL_CANCELED' || p.status === 'CANCELED') return { status: 400, body: tossError('ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제 입니다.') };
    if (p.status !== 'IN_PROGRESS' || now() - p.authorizedAt > SESSION_MS) return { status: 404, body: tossError('NOT_FOUND_PAYMENT_SESSION', '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.') };
    if (p.totalAmount !== amount) return { status: 400, body: tossError('INVALID_REQUEST', '결제 금액이 일치하지 않습니다.') };
    p.status = 'DONE';
    p.approvedAt = iso();
    return { status: 200, body: view(p) };
  };

  const cancel = (paymentKey: string, body: Record<string, unknown>): Answer => {
    const p = payments.get(paymentKey);
    if (!p) return { status: 404, body: tossError('NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.') };
    if (typeof body.cancelReason !== 'string' || !body.cancelReason) return { status: 400, body: tossError('INVALID_REQUEST', '취소 사유를 입력해주세요.') };
    if (p.status === 'CANCELED') return { status: 400, body: tossError('ALREADY_CANCELED_PAYMENT', '이미 취소된 결제 입니다.') };
    if (p.status !== 'DONE' && p.status !== 'PARTIAL_CANCELED') return { status: 403, body: tossError('NOT_CANCELABLE_PAYMENT', '취소 할 수 없는 결제 입니다.') };
    const amount = body.cancelAmount === undefined ? p.balanceAmount : body.cancelAmount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0 || amount > p.balanceAmount) return { status: 403, body: tossError('NOT_CANCELABLE_AMOUNT', '취소 할 수 없는 금액 입니다.') };
    p.balanceAmount -= amount;
    p.status = p.balanceAmount === 0 ? 'CANCELED' : 'PARTIAL_CANCELED';
    p.cancels.push({ cancelAmount: amount, cancelReason: body.cancelReason, transactionKey: crypto.randomBytes(8).toString('hex'), canceledAt: iso() });
    return { status: 200, body: view(p) };
  };

  const issue = (body: Record<string, unknown>): Answer => {
    const auth = typeof body.authKey === 'string' ? billingAuths.get(body.authKey) : undefined;
    if (!auth || auth.customerKey !== body.customerKey) return { status: 404, body: tossError('NOT_FOUND', '존재하지 않는 인증 정보입니다.') };
    auth.used = true;
    billingKeys.set(auth.billingKey, { customerKey: auth.customerKey, cardNumber: '43301234****123*' });
    return { status: 200, body: { mId: 'tosspayments', customerKey: auth.customerKey, authenticatedAt: iso(), method: '카드', billingKey: auth.billingKey, cardCompany: '신한', cardNumber: '43301234****123*', card: { issuerCode: '4V', acquirerCode: '41', number: '43301234****123*', cardType: '신용', ownerType: '개인' } } };
  };

  const charge = (billingKey: string, body: Record<string, unknown>): Answer => {
    const key = billingKeys.get(billingKey);
    if (!key || key.customerKey !== body.customerKey) return { status: 404, body: tossError('NOT_FOUND_BILLING', '빌링키를 찾을 수 없습니다.') };
    if (typeof body.orderId !== 'string' || typeof body.amount !== 'number' || typeof body.orderName !== 'string') return { status: 400, body: tossError('INVALID_REQUEST', '잘못된 요청입니다.') };
    if (byOrder.has(body.orderId)) return { status: 400, body: tossError('DUPLICATED_ORDER_ID', '이미 승인 및 취소가 진행된 중복된 주문번호 입니다.') };
    const p = newPayment({ orderId: body.orderId, amount: body.amount, orderName: body.orderName, customerKey: key.customerKey, status: 'DONE' });
    return { status: 200, body: view(p) };
  };

  const send = (res: http.ServerResponse, status: number, body: unknown, type = 'application/json; charset=utf-8') => {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void handle(req, res, Buffer.concat(chunks).toString('utf8')).catch(() => {
        if (!res.headersSent) send(res, 500, tossError('FAILED_INTERNAL_SYSTEM_PROCESSING', 'double failed'));
      });
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse, raw: string): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://double');
    const path = url.pathname;
    // ---- the buyer's side (what the browser uses) ----
    if (req.method === 'GET' && path === '/v2/standard') return send(res, 200, sdkScript(double.url), 'application/javascript; charset=utf-8');
    if (req.method === 'GET' && path === '/__window') return send(res, 200, windowPage(url.searchParams.get('r') ?? ''), 'text/html; charset=utf-8');
    let body: Record<string, unknown> = {};
    if (raw) {
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return send(res, 400, tossError('INVALID_REQUEST', '잘못된 JSON 입니다.'));
      }
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type', 'access-control-allow-methods': 'POST, GET' });
      return void res.end();
    }
    if (req.method === 'POST' && path === '/__double/authorize') {
      const amount = Number(body.amount);
      if (typeof body.orderId !== 'string' || !Number.isInteger(amount)) return send(res, 400, tossError('INVALID_REQUEST', 'orderId and amount'));
      return send(res, 200, double.authorize({ orderId: body.orderId, amount, orderName: String(body.orderName ?? ''), easyPay: typeof body.easyPay === 'string' ? body.easyPay : undefined, customerKey: typeof body.customerKey === 'string' ? body.customerKey : undefined }));
    }
    if (req.method === 'POST' && path === '/__double/billing-auth') {
      if (typeof body.customerKey !== 'string') return send(res, 400, tossError('INVALID_REQUEST', 'customerKey'));
      return send(res, 200, double.billingAuth(body.customerKey));
    }
    if (req.method === 'GET' && path === '/__double/calls') return send(res, 200, { calls, payments: [...payments.values()].map(view) });
    if (req.method === 'POST' && path === '/__double/faults') {
      if (body.reset === true) double.reset();
      const list = Array.isArray(body.faults) ? (body.faults as Fault[]) : [];
      for (const f of list) double.fault(f);
      return send(res, 200, { faults });
    }

    // ---- the API ----
    const expected = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;
    const authorized = req.headers.authorization === expected;
    const idempotencyKey = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
    let on: FaultOn | '' = '';
    let work: (() => Answer) | null = null;
    let m: RegExpExecArray | null;
    if (req.method === 'POST' && path === '/v1/payments/confirm') [on, work] = ['confirm', () => confirm(body)];
    else if (req.method === 'POST' && (m = /^\/v1\/payments\/([^/]+)\/cancel$/.exec(path))) {
      const key = decodeURIComponent(m[1]!);
      [on, work] = ['cancel', () => cancel(key, body)];
    } else if (req.method === 'GET' && (m = /^\/v1\/payments\/orders\/([^/]+)$/.exec(path))) {
      const orderId = decodeURIComponent(m[1]!);
      [on, work] = ['get', () => {
        const p = payments.get(byOrder.get(orderId) ?? '');
        return p ? { status: 200, body: view(p) } : { status: 404, body: tossError('NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.') };
      }];
    } else if (req.method === 'GET' && (m = /^\/v1\/payments\/([^/]+)$/.exec(path))) {
      const key = decodeURIComponent(m[1]!);
      [on, work] = ['get', () => {
        const p = payments.get(key);
        return p ? { status: 200, body: view(p) } : { status: 404, body: tossError('NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보 입니다.') };
      }];
    } else if (req.method === 'POST' && path === '/v1/billing/authorizations/issue') [on, work] = ['billing-issue', () => issue(body)];
    else if (req.method === 'POST' && (m = /^\/v1\/billing\/([^/]+)$/.exec(path))) {
      const key = decodeURIComponent(m[1]!);
      [on, work] = ['billing-charge', () => charge(key, body)];
    }
    const call: DoubleCall = { at: now(), method: req.method ?? '', path, on, body, idempotencyKey, authorized, outcome: 0 };
    calls.push(call);
    if (!work) return void send(res, (call.outcome = 404), tossError('NOT_FOUND', 'No such endpoint.'));
    if (!authorized) return void send(res, (call.outcome = 401), tossError('UNAUTHORIZED_KEY', '인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다.'));

    const fault = on ? takeFault(on) : undefined;
    if (fault?.kind === 'timeout') {
      call.outcome = 'hung';
      hung.add(res);
      res.on('close', () => hung.delete(res));
      return;
    }
    if (fault?.kind === '5xx') return void send(res, (call.outcome = fault.status ?? 500), tossError('FAILED_INTERNAL_SYSTEM_PROCESSING', '내부 시스템 처리 작업이 실패했습니다. 잠시 후 다시 시도해주세요.'));
    if (fault?.kind === 'decline') return void send(res, (call.outcome = fault.status ?? 403), tossError(fault.code, fault.message ?? '카드사에서 거절했습니다.'));

    // Idempotency: the same key on the same endpoint answers what it answered first (Toss keeps them 15 days).
    const remembered = idempotencyKey ? idempotent.get(`${on}:${path}:${idempotencyKey}`) : undefined;
    const answer = remembered ?? work();
    if (idempotencyKey && !remembered && answer.status < 500) idempotent.set(`${on}:${path}:${idempotencyKey}`, answer);
    if (fault?.kind === 'duplicate') return void send(res, (call.outcome = 400), tossError('DUPLICATED_ORDER_ID', '이미 승인 및 취소가 진행된 중복된 주문번호 입니다.'));
    if (fault?.kind === 'lost') {
      call.outcome = 'dropped';
      if (fault.delayMs) {
        // Answers only after the client has given up.
        await new Promise((r) => setTimeout(r, fault.delayMs));
        if (!res.destroyed) send(res, answer.status, answer.body);
        return;
      }
      req.socket.destroy();
      return;
    }
    send(res, (call.outcome = answer.status), answer.body);
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  double.port = port;
  double.url = `http://${options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1'}:${port}`;
  return double;
}

/** The stand-in SDK: `TossPayments(clientKey).payment({customerKey}).requestPayment(req)` and `.requestBillingAuth(req)` open the double's window. */
function sdkScript(base: string): string {
  return `(function(){
  var BASE=${JSON.stringify(base)};
  function open(kind, clientKey, customerKey, req){
    var data=JSON.stringify({kind:kind,clientKey:clientKey,customerKey:customerKey,request:req||{}});
    var b64=btoa(unescape(encodeURIComponent(data)));
    window.top.location.href=BASE+'/__window?r='+encodeURIComponent(b64);
    return new Promise(function(){});
  }
  window.TossPayments=function(clientKey){
    if(typeof clientKey!=='string'||!clientKey){throw new Error('TossPayments: clientKey is required');}
    return {payment:function(o){
      var customerKey=(o&&o.customerKey)||'ANONYMOUS';
      return {
        requestPayment:function(req){return open('payment',clientKey,customerKey,req);},
        requestBillingAuth:function(req){return open('billing',clientKey,customerKey,req);}
      };
    }};
  };
})();`;
}

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The double's payment window: order name and amount, with Pay / Decline / Close. */
function windowPage(r: string): string {
  let data: { kind?: string; clientKey?: string; customerKey?: string; request?: Record<string, unknown> } = {};
  try {
    data = JSON.parse(Buffer.from(r, 'base64').toString('utf8')) as typeof data;
  } catch {
    data = {};
  }
  const req = data.request ?? {};
  const amount = (req.amount as { value?: number } | undefined)?.value ?? 0;
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>Toss double</title></head>
<body><main><h1>Toss Payments (test double)</h1>
<p id="toss-order">${esc(String(req.orderName ?? (data.kind === 'billing' ? '카드 등록' : '')))}</p>
<p id="toss-amount">${data.kind === 'billing' ? '' : `₩${new Intl.NumberFormat('ko-KR').format(Number(amount))}`}</p>
<button id="toss-pay">Pay</button> <button id="toss-decline">Decline</button> <button id="toss-close">Close</button>
<script>
var D=${json};var R=D.request||{};
function go(u,p){var q=Object.keys(p).map(function(k){return encodeURIComponent(k)+'='+encodeURIComponent(p[k]);}).join('&');location.href=u+(u.indexOf('?')>=0?'&':'?')+q;}
function post(path,body){return fetch(path,{method:'POST',headers:{'content-type':'application/json'},body:JSON.stringify(body)}).then(function(r){return r.json();});}
document.getElementById('toss-pay').onclick=function(){
  if(D.kind==='billing'){post('/__double/billing-auth',{customerKey:D.customerKey}).then(function(a){go(R.successUrl,{customerKey:D.customerKey,authKey:a.authKey});});return;}
  var amount=R.amount&&R.amount.value;var easy=R.card&&R.card.easyPay;
  post('/__double/authorize',{orderId:R.orderId,amount:amount,orderName:R.orderName,easyPay:easy,customerKey:D.customerKey}).then(function(a){go(R.successUrl,{paymentKey:a.paymentKey,orderId:R.orderId,amount:amount});});
};
document.getElementById('toss-decline').onclick=function(){go(R.failUrl,{code:'REJECT_CARD_COMPANY',message:'카드사에서 거절했습니다.',orderId:R.orderId||''});};
document.getElementById('toss-close').onclick=function(){go(R.failUrl,{code:'PAY_PROCESS_CANCELED',message:'사용자에 의해 결제가 취소되었습니다.',orderId:R.orderId||''});};
</script></main></body></html>`;
}
