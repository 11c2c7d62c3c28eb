// A SOLAPI double (node:http): checks every request's HMAC-SHA256 Authorization as SOLAPI does
// (signature = HMAC(apiSecret, date + salt), date fresh), answers like send-many/detail, and can
// be told to fail: 5xx, a refused number, a request that never answers, an answer lost after
// the message was accepted (found again in its message log, GET /messages/v4/list).
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SmsRequest {
  authorized: boolean;
  messages: { to: string; from: string; text: string; type?: string; kakaoOptions?: { pfId: string; templateId: string }; customFields?: Record<string, string> }[];
}

export interface SmsDouble {
  url: string;
  apiKey: string;
  apiSecret: string;
  requests: SmsRequest[];
  /** Log searches (GET /messages/v4/list) asked. */
  lookups: number;
  /** What the next requests get: 'ok' (default), '500', 'refuse' (failedMessageList), 'hang', 'lose' (accepted, answer lost). */
  next(...faults: ('ok' | '500' | 'refuse' | 'hang' | 'lose')[]): void;
  close(): Promise<void>;
}

export async function startSmsDouble(apiKey = 'NCSTESTKEY', apiSecret = 'test-secret-0123456789', port = 0): Promise<SmsDouble> {
  const queue: string[] = [];
  const requests: SmsRequest[] = [];
  // SOLAPI's message log: what it accepted, searchable by recipient and creation time.
  const log: { messageId: string; to: string; dateCreated: string; customFields: Record<string, string> }[] = [];
  let n = 0;
  let lookups = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const auth = /^HMAC-SHA256 apiKey=([^,]+), date=([^,]+), salt=([^,]+), signature=([0-9a-f]+)$/.exec(req.headers.authorization ?? '');
      const fresh = auth ? Math.abs(Date.now() - Date.parse(auth[2]!)) < 15 * 60_000 : false;
      const expected = auth ? crypto.createHmac('sha256', apiSecret).update(auth[2]! + auth[3]!).digest('hex') : '';
      const signedOk = Boolean(auth && auth[1] === apiKey && fresh && auth[4] === expected);
      if (req.method === 'GET' && req.url?.startsWith('/messages/v4/list?')) {
        lookups += 1;
        const q = new URL(req.url, 'http://x').searchParams;
        const [to, since] = (q.get('value') ?? '').split(',');
        if (!signedOk || q.get('criteria') !== 'to,dateCreated' || q.get('cond') !== 'eq,gte') {
          res.writeHead(signedOk ? 400 : 401, { 'content-type': 'application/json' });
          return res.end(JSON.stringify({ errorCode: 'ValidationError' }));
        }
        const found = log.filter((m) => m.to === to && m.dateCreated >= since!);
        res.writeHead(200, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ startKey: null, limit: 100, messageList: Object.fromEntries(found.map((m) => [m.messageId, m])) }));
      }
      const authorized = signedOk && req.url === '/messages/v4/send-many/detail' && req.method === 'POST';
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { messages?: SmsRequest['messages'] };
      requests.push({ authorized, messages: body.messages ?? [] });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (!authorized) return send(401, { errorCode: 'SignatureDoesNotMatch', errorMessage: 'bad signature' });
      const fault = queue.shift() ?? 'ok';
      if (fault === 'hang') return;
      // Accepted, but the answer is lost on the way back (the relay sees a dropped connection).
      if (fault === 'lose') {
        n += 1;
        const m = body.messages?.[0];
        log.push({ messageId: `M4V${n}`, to: m?.to ?? '', dateCreated: new Date().toISOString(), customFields: m?.customFields ?? {} });
        return req.socket.destroy();
      }
      if (fault === '500') return send(500, { errorCode: 'InternalError', errorMessage: 'down' });
      n += 1;
      const groupId = `G4V${n}`;
      if (fault === 'refuse') return send(200, { groupInfo: { groupId }, failedMessageList: [{ to: body.messages?.[0]?.to, statusCode: '1062', statusMessage: 'invalid number' }] });
      const m = body.messages?.[0];
      log.push({ messageId: `M4V${n}`, to: m?.to ?? '', dateCreated: new Date().toISOString(), customFields: m?.customFields ?? {} });
      return send(200, { groupInfo: { groupId, count: { total: 1 } }, failedMessageList: [], messageList: [{ messageId: `M4V${n}`, statusCode: '2000' }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apiKey,
    apiSecret,
    requests,
    get lookups() {
      return lookups;
    },
    next: (...faults) => queue.push(...faults),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
