// A real SMTP server in the test process (smtp-server) that requires a login, keeps what it
// receives and can be told to refuse: the relay's mails arrive here through nodemailer exactly as
// they would at a provider. A tiny MIME reader decodes what the tests read (subject, text, html).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  messageId: string;
}

export interface TestSmtp {
  url: string;
  mails: ReceivedMail[];
  /** The next `n` recipients are refused with `code` (451: try later, 550: never). */
  refuse(n: number, code?: number): void;
  /** Every recipient refused with 451 until set back to false. */
  down(on: boolean): void;
  logins: number;
  close(): Promise<void>;
}

const decodeWords = (value: string): string =>
  value.replace(/\s*=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, enc: string, data: string) =>
    enc.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQp(data.replace(/_/g, ' ')),
  );

function decodeQp(s: string): string {
  const bytes: number[] = [];
  const text = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, at).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(at + 4) };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const enc = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') return decodeQp(body);
  return body;
}

/** The text and html parts of a mail (a multipart/alternative or a single part). */
export function readMail(raw: string): Omit<ReceivedMail, 'to'> {
  const { headers, body } = splitHead(raw);
  let text = '';
  let html = '';
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const part of parts) {
    const p = splitHead(part.replace(/^\r\n/, ''));
    const decoded = decodeBody(p.headers, p.body);
    if ((p.headers['content-type'] ?? '').startsWith('text/html')) html = decoded;
    else if ((p.headers['content-type'] ?? 'text/plain').startsWith('text/plain')) text = decoded;
  }
  return { headers, subject: decodeWords(headers.subject ?? ''), text: text.replace(/\r\n/g, '\n'), html, messageId: headers['message-id'] ?? '' };
}

export async function startSmtp(user = 'relay', pass = 'relay-secret', port = 0): Promise<TestSmtp> {
  let refusals: { left: number; code: number } = { left: 0, code: 451 };
  let isDown = false;
  const state: TestSmtp = {
    url: '',
    mails: [],
    logins: 0,
    refuse: (n, code = 451) => {
      refusals = { left: n, code };
    },
    down: (on) => {
      isDown = on;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    // Plain SMTP on loopback: the test server has no certificate to offer.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) {
        state.logins += 1;
        return callback(null, { user });
      }
      return callback(new Error('bad login'));
    },
    onRcptTo(_address, _session, callback) {
      if (isDown || refusals.left > 0) {
        if (!isDown) refusals.left -= 1;
        const code = isDown ? 451 : refusals.code;
        return callback(Object.assign(new Error(code >= 500 ? 'mailbox unavailable' : 'try again later'), { responseCode: code }));
      }
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail = readMail(Buffer.concat(chunks).toString('utf8'));
        state.mails.push({ ...mail, to: session.envelope.rcptTo.map((r) => r.address) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const bound = ((server as unknown as { server: http.Server }).server.address() as AddressInfo).port;
  state.url = `smtp://${user}:${pass}@127.0.0.1:${bound}`;
  return state;
}
