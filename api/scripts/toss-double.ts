// Starts the Toss Payments test double (test/doubles/toss-double.ts) for browser journeys, so a
// booking can be paid end to end without Toss:
//   node node_modules/tsx/dist/cli.mjs api/scripts/toss-double.ts --port 48990 --secret test_sk_x
// Point the API at it with PAYMENT_GATEWAY=toss TOSS_API_URL=<url> TOSS_SDK_URL=<url>/v2/standard
// TOSS_SECRET_KEY=<secret> TOSS_CLIENT_KEY=<any test_ck_...>.
//
// With --smtp-port, --sms-port and --inbox-port it also stands in for the mail and text providers,
// so a production start has somewhere real to send: an SMTP server that requires a login
// (SMTP_URL=smtp://relay:relay-secret@127.0.0.1:<smtp-port>), a SOLAPI double that checks every
// request's signature (SOLAPI_API_URL=http://127.0.0.1:<sms-port>, SOLAPI_API_KEY=NCSTESTKEY,
// SOLAPI_API_SECRET=test-secret-0123456789), and an inbox a journey reads what arrived from:
// GET <inbox>/mails?to=<address> and GET <inbox>/texts?to=<digits>.
import http from 'node:http';
import { startTossDouble } from '../test/doubles/toss-double';
import { startSmtp, type TestSmtp } from '../test/helpers/mail';
import { startSmsDouble, type SmsDouble } from '../test/helpers/sms';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const port = Number(arg('port') ?? 48990);
const secretKey = arg('secret') ?? 'test_sk_double';
const host = arg('host') ?? '127.0.0.1';
const smtpPort = arg('smtp-port');
const smsPort = arg('sms-port');
const inboxPort = arg('inbox-port');

function inbox(smtp: TestSmtp | null, sms: SmsDouble | null): http.Server {
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://inbox');
    const to = url.searchParams.get('to') ?? '';
    let found: unknown[] | null = null;
    if (url.pathname === '/mails') found = (smtp?.mails ?? []).filter((m) => !to || m.to.includes(to));
    if (url.pathname === '/texts') found = (sms?.requests ?? []).flatMap((r) => r.messages).filter((m) => !to || m.to === to);
    res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(found ?? { error: 'GET /mails?to= or /texts?to=' }));
  });
}

async function main(): Promise<void> {
  const double = await startTossDouble({ port, secretKey, host });
  const smtp = smtpPort ? await startSmtp('relay', 'relay-secret', Number(smtpPort)) : null;
  const sms = smsPort ? await startSmsDouble(undefined, undefined, Number(smsPort)) : null;
  const box = inboxPort ? inbox(smtp, sms) : null;
  if (box) await new Promise<void>((resolve) => box.listen(Number(inboxPort), host, () => resolve()));
  process.stdout.write(`toss double listening on ${double.url} (SDK: ${double.url}/v2/standard)\n`);
  if (smtp) process.stdout.write(`smtp on ${smtp.url}\n`);
  if (sms) process.stdout.write(`solapi double on ${sms.url}\n`);
  if (box) process.stdout.write(`inbox on http://${host}:${inboxPort}\n`);
  const stop = () =>
    void Promise.all([double.close(), smtp?.close(), sms?.close(), box && new Promise((resolve) => box.close(resolve))]).then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

void main();
