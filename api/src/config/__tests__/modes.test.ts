import { defaultEnv, loadEnv } from '../env';
import { demoNotice, heldChannels, outboxEnabled, productionProblems } from '../modes';

const prod = (vars: Record<string, string>) => loadEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), PUBLIC_ORIGIN: 'https://awesomestay.kr', ALLOW_NO_MESSAGES: 'true', ...vars });
const SENDERS = { SMTP_URL: 'smtps://u:p@mail.example.com:465', MAIL_FROM: 'AwesomeStay <no-reply@awesomestay.kr>', SOLAPI_API_KEY: 'k', SOLAPI_API_SECRET: 's', SMS_SENDER: '02-1234-5678' };

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
    expect(demoNotice(env)).toEqual({ payments: true, codes: true, login: true, messages: false });
  });

  it('refuses a production start with demo parts, without a gateway or origin, and says why', () => {
    expect(productionProblems(prod({ DEMO_MODE: 'true' })).join(' ')).toMatch(/DEMO_MODE=true.*outbox/);
    expect(productionProblems(prod({})).join(' ')).toMatch(/PAYMENT_GATEWAY is not set/);
    expect(productionProblems(prod({ PAYMENT_GATEWAY: 'sandbox' })).join(' ')).toMatch(/ALLOW_SANDBOX_GATEWAY/);
    expect(productionProblems(prod({ PAYMENT_GATEWAY: 'sandbox', ALLOW_SANDBOX_GATEWAY: 'true', LOCAL_OAUTH_PROVIDER: 'true' })).join(' ')).toMatch(/ALLOW_LOCAL_OAUTH_PROVIDER/);
    expect(productionProblems(loadEnv({ NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox', ALLOW_SANDBOX_GATEWAY: 'true' })).join(' ')).toMatch(/PUBLIC_ORIGIN.*AUTH_SECRET/s);
  });

  it('Toss: production starts with both keys and the billing-key secret, no ALLOW_ and no demo notice', () => {
    // Going live as a whole: real payments and real mail and texts, so nothing is a demo part.
    const env = prod({ ...SENDERS, ALLOW_NO_MESSAGES: 'false', PAYMENT_GATEWAY: 'toss', TOSS_SECRET_KEY: 'live_sk_x', TOSS_CLIENT_KEY: 'live_ck_x', BILLING_KEY_SECRET: 'b'.repeat(40) });
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
    expect(demoNotice(env)).toEqual({ payments: true, codes: false, login: false, messages: true });
    expect(productionProblems(defaultEnv())).toEqual([]);
  });

  it('refuses a production start that could not send mail or texts unless ALLOW_NO_MESSAGES says so', () => {
    const base = { PAYMENT_GATEWAY: 'sandbox', ALLOW_SANDBOX_GATEWAY: 'true', ALLOW_NO_MESSAGES: '' };
    const problems = productionProblems(prod(base)).join(' ');
    expect(problems).toMatch(/SMTP_URL is not set/);
    expect(problems).toMatch(/SOLAPI_API_KEY.*not set/);
    expect(productionProblems(prod({ ...base, SMTP_URL: SENDERS.SMTP_URL, MAIL_FROM: SENDERS.MAIL_FROM })).join(' ')).not.toMatch(/SMTP_URL/);
    expect(productionProblems(prod({ ...base, ...SENDERS }))).toEqual([]);
    expect(productionProblems(prod({ ...base, ALLOW_NO_MESSAGES: 'true' }))).toEqual([]);
    expect(heldChannels(prod({ ...base, ALLOW_NO_MESSAGES: 'true' }))).toEqual(['EMAIL', 'SMS']);
    expect(heldChannels(prod({ ...base, ...SENDERS }))).toEqual([]);
    // Allowed, and said on every page.
    expect(demoNotice(prod({ ALLOW_NO_MESSAGES: 'true' }))).toEqual({ payments: false, codes: false, login: false, messages: true });
    expect(demoNotice(prod({ ...SENDERS, ALLOW_NO_MESSAGES: '' }))).toBeNull();
  });

  it('reads the senders and refuses half a configuration without echoing secrets', () => {
    const env = loadEnv({ ...SENDERS, SOLAPI_KAKAO_PF_ID: 'PF1', SOLAPI_KAKAO_TEMPLATES: 'SIGN_PHONE=TP1, FIND_ID = TP2' });
    expect(env.solapi).toEqual({ apiKey: 'k', apiSecret: 's', sender: '0212345678', apiUrl: 'https://api.solapi.com', kakao: { pfId: 'PF1', templates: { SIGN_PHONE: 'TP1', FIND_ID: 'TP2' } } });
    expect(() => loadEnv({ SMTP_URL: SENDERS.SMTP_URL })).toThrow(/MAIL_FROM/);
    expect(() => loadEnv({ SMTP_URL: 'http://u:secretpw@x', MAIL_FROM: 'a@b.kr' })).toThrow(/smtp:\/\//);
    expect(() => loadEnv({ SMTP_URL: 'not a url secretpw', MAIL_FROM: 'a@b.kr' })).toThrow(expect.objectContaining({ message: expect.not.stringContaining('secretpw') }));
    expect(() => loadEnv({ SOLAPI_API_KEY: 'k' })).toThrow(/missing: SOLAPI_API_SECRET, SMS_SENDER/);
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
