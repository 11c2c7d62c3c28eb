import { defaultEnv, loadEnv } from '../env';
import { demoNotice, outboxEnabled, productionProblems } from '../modes';

const prod = (vars: Record<string, string>) => loadEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), PUBLIC_ORIGIN: 'https://awesomestay.kr', ...vars });

describe('modes', () => {
  it('turns nothing demo-like on when no variable says so', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ demoMode: false, paymentGateway: undefined, localOauthProvider: false });
    expect(outboxEnabled(env)).toBe(false);
    expect(demoNotice(env)).toBeNull();
    expect(outboxEnabled(loadEnv({ NODE_ENV: 'production' }))).toBe(false);
  });

  it('DEMO_MODE turns on the outbox, the sandbox and the stand-in login, and says so', () => {
    const env = loadEnv({ DEMO_MODE: 'true' });
    expect(env).toMatchObject({ paymentGateway: 'sandbox', localOauthProvider: true });
    expect(outboxEnabled(env)).toBe(true);
    expect(demoNotice(env)).toEqual({ payments: true, codes: true, login: true });
  });

  it('refuses a production start with demo parts, without a gateway or origin, and says why', () => {
    expect(productionProblems(prod({ DEMO_MODE: 'true' })).join(' ')).toMatch(/DEMO_MODE=true.*outbox/);
    expect(productionProblems(prod({})).join(' ')).toMatch(/PAYMENT_GATEWAY is not set/);
    expect(productionProblems(prod({ PAYMENT_GATEWAY: 'sandbox' })).join(' ')).toMatch(/ALLOW_SANDBOX_GATEWAY/);
    expect(productionProblems(prod({ PAYMENT_GATEWAY: 'sandbox', ALLOW_SANDBOX_GATEWAY: 'true', LOCAL_OAUTH_PROVIDER: 'true' })).join(' ')).toMatch(/ALLOW_LOCAL_OAUTH_PROVIDER/);
    expect(productionProblems(loadEnv({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox', ALLOW_SANDBOX_GATEWAY: 'true' })).join(' ')).toMatch(/PUBLIC_ORIGIN.*AUTH_SECRET/s);
  });

  it('Toss: production starts with both keys and the billing-key secret, no ALLOW_ and no demo notice', () => {
    const env = prod({ PAYMENT_GATEWAY: 'toss', TOSS_SECRET_KEY: 'live_sk_x', TOSS_CLIENT_KEY: 'live_ck_x', BILLING_KEY_SECRET: 'b'.repeat(40) });
    expect(env).toMatchObject({ paymentGateway: 'toss', tossApiUrl: 'https://api.tosspayments.com', tossSdkUrl: 'https://js.tosspayments.com/v2/standard' });
    expect(productionProblems(env)).toEqual([]);
    expect(demoNotice(env)).toBeNull();
    expect(productionProblems(prod({ PAYMENT_GATEWAY: 'toss', TOSS_SECRET_KEY: 'live_sk_x', TOSS_CLIENT_KEY: 'live_ck_x' })).join(' ')).toMatch(/BILLING_KEY_SECRET/);
  });

  it('Toss without its keys refuses to start anywhere, naming what is missing', () => {
    const problems = productionProblems(loadEnv({ PAYMENT_GATEWAY: 'toss', TOSS_CLIENT_KEY: 'test_ck_x' }));
    expect(problems.join(' ')).toMatch(/PAYMENT_GATEWAY=toss needs TOSS_SECRET_KEY.*missing: TOSS_SECRET_KEY\)/);
    expect(problems.join(' ')).not.toMatch(/TOSS_CLIENT_KEY\)/);
    expect(() => loadEnv({ PAYMENT_GATEWAY: 'paypal' })).toThrow(/sandbox, toss/);
    expect(() => loadEnv({ TOSS_API_URL: 'ftp://x' })).toThrow(/TOSS_API_URL/);
  });

  it('never seeds the demo members (published password) in production unless allowed by name', () => {
    expect(prod({}).seedDemoAccounts).toBe(false);
    expect(loadEnv({}).seedDemoAccounts).toBe(true);
    expect(productionProblems(prod({ PAYMENT_GATEWAY: 'sandbox', ALLOW_SANDBOX_GATEWAY: 'true', SEED_DEMO_ACCOUNTS: 'true' })).join(' ')).toMatch(/ALLOW_DEMO_ACCOUNTS/);
  });

  it('lets production start when every demo part is allowed by name, and still shows the notice', () => {
    const env = prod({ PAYMENT_GATEWAY: 'sandbox', ALLOW_SANDBOX_GATEWAY: 'true' });
    expect(productionProblems(env)).toEqual([]);
    expect(demoNotice(env)).toEqual({ payments: true, codes: false, login: false });
    expect(productionProblems(defaultEnv())).toEqual([]);
  });

  it('builds absolute URLs from the configured origin, a local one outside production, never the Host header', () => {
    expect(loadEnv({ PORT: '8090' }).publicOrigin).toBe('http://localhost:8090');
    expect(loadEnv({ PUBLIC_ORIGIN: 'https://awesomestay.kr/' }).publicOrigin).toBe('https://awesomestay.kr');
    expect(loadEnv({ NODE_ENV: 'production' }).publicOrigin).toBeUndefined();
  });

  it('refuses unknown gateways and malformed origins', () => {
    expect(() => loadEnv({ PAYMENT_GATEWAY: 'paypal' })).toThrow(/unknown gateway/);
    expect(() => loadEnv({ PUBLIC_ORIGIN: 'https://a.kr/path' })).toThrow(/origin/);
  });
});
