// Starts the Toss Payments test double (test/doubles/toss-double.ts) for browser journeys, so a
// booking can be paid end to end without Toss:
//   node node_modules/tsx/dist/cli.mjs api/scripts/toss-double.ts --port 48990 --secret test_sk_x
// Point the API at it with PAYMENT_GATEWAY=toss TOSS_API_URL=<url> TOSS_SDK_URL=<url>/v2/standard
// TOSS_SECRET_KEY=<secret> TOSS_CLIENT_KEY=<any test_ck_...>.
import { startTossDouble } from '../test/doubles/toss-double';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const port = Number(arg('port') ?? 48990);
const secretKey = arg('secret') ?? 'test_sk_double';
const host = arg('host') ?? '127.0.0.1';

void startTossDouble({ port, secretKey, host }).then((double) => {
  process.stdout.write(`toss double listening on ${double.url} (SDK: ${double.url}/v2/standard)\n`);
  const stop = () => void double.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
});
