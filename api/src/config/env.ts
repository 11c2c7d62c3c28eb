// Runtime configuration. `loadEnv(process.env)` is what server.ts uses; buildApp() starts from
// `defaultEnv()` and only overrides what its caller passes, so tests never depend on the shell.
import path from 'node:path';
import { repoRoot } from './paths';

export type NodeEnv = 'development' | 'test' | 'production';

export interface Env {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** Where PGlite keeps its files and where the generated auth secret lives. */
  dataDir: string;
  /** Set: use a PostgreSQL server through node-postgres instead of PGlite. */
  databaseUrl: string | undefined;
  logLevel: string;
  /** HMAC key for access tokens, certificate codes and the local OAuth provider. */
  authSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** REFRESH_REUSE_GRACE_SECONDS: a rotated refresh token presented again this soon is a concurrent twin, not theft. */
  refreshReuseGraceSeconds: number;
  /** SPEC §7 verify-cert: codes expire after 3 minutes. */
  certTtlSeconds: number;
  /** How long a verified certificate can still be used by sign-up / password reset. */
  certUseWindowSeconds: number;
  /** SPEC §9: text messages are limited to 3 per day (per phone). */
  smsDailyLimit: number;
  emailDailyLimit: number;
  /** The Nth consecutive wrong password locks the account for a while (default: the 4th). */
  loginLockThreshold: number;
  loginLockBaseSeconds: number;
  loginLockMaxSeconds: number;
  rateLimitEnabled: boolean;
  rateLimitLoginPerMinute: number;
  rateLimitSendPerMinute: number;
  /** RATE_LIMIT_HOLDS: unpaid holds one member may start per hold lifetime (booking/use-cases/hold-limits.ts). */
  rateLimitHolds: number;
  /** RATE_LIMIT_HOLDS_PER_ADDRESS: unpaid holds one address (many people behind a carrier's address) may start per hold lifetime. */
  rateLimitHoldsPerAddress: number;
  /** HASH_BUSY_DELAY_MS: how long a login may wait for a place while hashing is full before it is refused (lib/hash-admission.ts). */
  hashBusyDelayMs: number;
  kakaoClientId: string;
  kakaoClientSecret: string;
  /** Relative URLs point at the local provider built into this app (see auth/stand-in/local-provider.ts). */
  kakaoAuthUrl: string;
  kakaoTokenUrl: string;
  kakaoUserinfoUrl: string;
  /** Absolute callback URL registered with the provider; derived from the request when empty. */
  kakaoRedirectUri: string | undefined;
  /**
   * DEMO_MODE=true: the demo conveniences together — the code outbox (/api/dev/outbox), the
   * stand-in messenger login and the sandbox payment gateway — and every page says so. Nothing of
   * it is on unless asked for; production refuses it (modes.ts).
   */
  demoMode: boolean;
  /**
   * PAYMENT_GATEWAY: 'sandbox' (the demo's stand-in; DEMO_MODE implies it) or 'toss' (Toss
   * Payments, with TOSS_SECRET_KEY and TOSS_CLIENT_KEY); unset: no payments.
   */
  paymentGateway: 'sandbox' | 'toss' | undefined;
  /** TOSS_SECRET_KEY: the API's Basic auth (never logged, never answered). */
  tossSecretKey: string;
  /** TOSS_CLIENT_KEY: the browser SDK's key (public). */
  tossClientKey: string;
  /** TOSS_API_URL: default https://api.tosspayments.com (a test double's address in tests). */
  tossApiUrl: string;
  /** TOSS_TIMEOUT_MS: how long a call to Toss may take before its outcome counts as unknown (default 10 s). */
  tossTimeoutMs: number;
  /** TOSS_SDK_URL: the SDK script the payment page loads; default https://js.tosspayments.com/v2/standard. */
  tossSdkUrl: string;
  /** BILLING_KEY_SECRET: encrypts stored billing keys (AES-256-GCM); required with Toss in production. */
  billingKeySecret: string;
  /** Serve the stand-in OAuth provider at /api/auth/local-provider (LOCAL_OAUTH_PROVIDER, or DEMO_MODE). */
  localOauthProvider: boolean;
  /** Production only starts with the sandbox gateway or the stand-in login when these say so. */
  allowSandboxGateway: boolean;
  allowLocalOauthProvider: boolean;
  /** SEED_DEMO_ACCOUNTS: seed the demo members (password published in the README). Default: outside production. */
  seedDemoAccounts: boolean;
  allowDemoAccounts: boolean;
  /**
   * PUBLIC_ORIGIN (e.g. https://awesomestay.kr): canonical and og URLs and absolute links are built
   * from it, never from the request's Host header. Required in production.
   */
  publicOrigin: string | undefined;
  /**
   * MAP_TILE_URL (an {z}/{x}/{y} template) and MAP_TILE_ATTRIBUTION: the map tiles the site's maps
   * show. Unset: the maps draw their pins over a plain background (no third party is contacted).
   */
  mapTiles: { url: string; attribution: string } | null;
  /** Extra origins allowed to send state-changing requests (comma separated in the env var). */
  trustedOrigins: string[];
  /** Fastify `trustProxy`: which hops may set x-forwarded-for. */
  trustProxy: boolean | string;
  /**
   * API_WORKERS: processes serving HTTP on the same port (node:cluster). More than 1 needs
   * DATABASE_URL: PGlite lives inside one process. Production on PostgreSQL: one per core.
   */
  workers: number;
  /**
   * DEPLOY_ROOT: the artifact store of remote versions and their registry (DEPLOY.md). Default
   * `<DATA_DIR>/deploy`. REMOTES_REGISTRY instead points the site at a flat file of manifest URLs
   * (remote -> URL, each remote's build folder), which `npm run dev` uses while it rebuilds in place.
   */
  deployRoot: string;
  remotesRegistry: string | undefined;
  /** REDIS_URL: limits, locks and quotas shared by every API process (lib/shared-store.ts); unset: this process's memory. */
  redisUrl: string | undefined;
  /** REDIS_PREFIX: keys of this site in Redis (several sites, or test runs, may share one server). */
  redisPrefix: string;
  /**
   * SMTP_URL (smtps://user:pass@host:465 or smtp://user:pass@host:587) and MAIL_FROM (the From
   * header, required with SMTP_URL): e-mail leaves through this server (messages/adapters/smtp.ts).
   * Unset: e-mails stay in the outbox (the demo reads codes there; production refuses, modes.ts).
   */
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  /**
   * SOLAPI_API_KEY, SOLAPI_API_SECRET, SMS_SENDER (the registered sender number), optional
   * SOLAPI_API_URL, and for Kakao AlimTalk SOLAPI_KAKAO_PF_ID with SOLAPI_KAKAO_TEMPLATES
   * (`SIGN_PHONE=KA01TP...,FIND_ID=...`: message type = approved template). Unset: texts stay in the outbox.
   */
  solapi: { apiKey: string; apiSecret: string; sender: string; apiUrl: string; kakao?: { pfId: string; templates: Record<string, string> } } | null;
  /** ALLOW_NO_MESSAGES=true: production may start without mail or text configured (codes and notices then never leave). */
  allowNoMessages: boolean;
  /** OUTBOX_RELAY_SECONDS: how often the relay looks for due messages (0: off). */
  outboxRelaySeconds: number;
  /** OUTBOX_MAX_ATTEMPTS: tries before a message is a dead letter. */
  outboxMaxAttempts: number;
  /**
   * METRICS_TOKEN: GET /metrics (Prometheus) answers only `Authorization: Bearer <token>`. Unset:
   * no metrics are kept and the route does not exist (modules/metrics).
   */
  metricsToken: string | undefined;
  /** SHUTDOWN_GRACE_MS: the hard limit of a graceful stop (SIGTERM / SIGINT); past it the process exits 1. */
  shutdownGraceMs: number;
  /** SHUTDOWN_DELAY_MS: between /readyz turning 503 and the listener closing (time for a load balancer to notice). */
  shutdownDelayMs: number;
}

export { repoRoot } from './paths';

export function defaultEnv(): Env {
  return {
    nodeEnv: 'development',
    port: 8080,
    host: '0.0.0.0',
    dataDir: path.join(repoRoot, '.data'),
    databaseUrl: undefined,
    logLevel: 'info',
    authSecret: '',
    accessTokenTtlSeconds: 15 * 60,
    refreshTokenTtlSeconds: 14 * 24 * 60 * 60,
    refreshReuseGraceSeconds: 5,
    certTtlSeconds: 180,
    certUseWindowSeconds: 30 * 60,
    smsDailyLimit: 3,
    emailDailyLimit: 10,
    loginLockThreshold: 4,
    loginLockBaseSeconds: 30,
    loginLockMaxSeconds: 15 * 60,
    rateLimitEnabled: true,
    // Sized for a mobile carrier's address with many people behind it: the hash gate bounds the
    // work, and wrong passwords lock per account and browser (auth/store/login-guard.ts).
    rateLimitLoginPerMinute: 300,
    rateLimitSendPerMinute: 10,
    rateLimitHolds: 6,
    rateLimitHoldsPerAddress: 200,
    hashBusyDelayMs: 1000,
    kakaoClientId: 'awesomestay-local',
    kakaoClientSecret: 'awesomestay-local-secret',
    kakaoAuthUrl: '/api/auth/local-provider/authorize',
    kakaoTokenUrl: '/api/auth/local-provider/token',
    kakaoUserinfoUrl: '/api/auth/local-provider/userinfo',
    kakaoRedirectUri: undefined,
    demoMode: false,
    paymentGateway: undefined,
    tossSecretKey: '',
    tossClientKey: '',
    tossApiUrl: 'https://api.tosspayments.com',
    tossSdkUrl: 'https://js.tosspayments.com/v2/standard',
    tossTimeoutMs: 10_000,
    billingKeySecret: '',
    localOauthProvider: false,
    allowSandboxGateway: false,
    allowLocalOauthProvider: false,
    seedDemoAccounts: true,
    allowDemoAccounts: false,
    publicOrigin: undefined,
    mapTiles: null,
    trustedOrigins: [],
    trustProxy: 'loopback',
    workers: 1,
    deployRoot: path.join(repoRoot, '.data', 'deploy'),
    remotesRegistry: undefined,
    redisUrl: undefined,
    redisPrefix: 'stay:',
    smtpUrl: undefined,
    mailFrom: undefined,
    solapi: null,
    allowNoMessages: false,
    outboxRelaySeconds: 5,
    outboxMaxAttempts: 8,
    metricsToken: undefined,
    shutdownGraceMs: 10_000,
    shutdownDelayMs: 0,
  };
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`expected a non-negative integer, got "${value}"`);
  return n;
}

function str(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** Reads the documented variables (api/README.md "Environment"); unknown ones are ignored. */
export function loadEnv(source: NodeJS.ProcessEnv): Env {
  const d = defaultEnv();
  const nodeEnv = (['production', 'test'].includes(source.NODE_ENV ?? '') ? source.NODE_ENV : 'development') as NodeEnv;
  const trustProxy = str(source.TRUST_PROXY);
  const demoMode = source.DEMO_MODE === 'true';
  return {
    nodeEnv,
    port: int(source.PORT, d.port),
    host: str(source.HOST) ?? d.host,
    // A relative DATA_DIR is the repository's (npm start runs the API from api/, the README's commands from the root).
    dataDir: path.resolve(repoRoot, str(source.DATA_DIR) ?? d.dataDir),
    databaseUrl: str(source.DATABASE_URL),
    logLevel: str(source.LOG_LEVEL) ?? d.logLevel,
    authSecret: str(source.AUTH_SECRET) ?? '',
    accessTokenTtlSeconds: int(source.ACCESS_TOKEN_TTL_SECONDS, d.accessTokenTtlSeconds),
    refreshTokenTtlSeconds: int(source.REFRESH_TOKEN_TTL_SECONDS, d.refreshTokenTtlSeconds),
    refreshReuseGraceSeconds: int(source.REFRESH_REUSE_GRACE_SECONDS, d.refreshReuseGraceSeconds),
    certTtlSeconds: int(source.CERT_TTL_SECONDS, d.certTtlSeconds),
    certUseWindowSeconds: int(source.CERT_USE_WINDOW_SECONDS, d.certUseWindowSeconds),
    smsDailyLimit: int(source.SMS_DAILY_LIMIT, d.smsDailyLimit),
    emailDailyLimit: int(source.EMAIL_DAILY_LIMIT, d.emailDailyLimit),
    loginLockThreshold: int(source.LOGIN_LOCK_THRESHOLD, d.loginLockThreshold),
    loginLockBaseSeconds: int(source.LOGIN_LOCK_BASE_SECONDS, d.loginLockBaseSeconds),
    loginLockMaxSeconds: int(source.LOGIN_LOCK_MAX_SECONDS, d.loginLockMaxSeconds),
    rateLimitEnabled: source.RATE_LIMIT_ENABLED !== 'false',
    rateLimitLoginPerMinute: int(source.RATE_LIMIT_LOGIN_PER_MINUTE, d.rateLimitLoginPerMinute),
    rateLimitSendPerMinute: int(source.RATE_LIMIT_SEND_PER_MINUTE, d.rateLimitSendPerMinute),
    rateLimitHolds: int(source.RATE_LIMIT_HOLDS, d.rateLimitHolds),
    rateLimitHoldsPerAddress: int(source.RATE_LIMIT_HOLDS_PER_ADDRESS, d.rateLimitHoldsPerAddress),
    hashBusyDelayMs: int(source.HASH_BUSY_DELAY_MS, d.hashBusyDelayMs),
    kakaoClientId: str(source.KAKAO_CLIENT_ID) ?? d.kakaoClientId,
    kakaoClientSecret: str(source.KAKAO_CLIENT_SECRET) ?? d.kakaoClientSecret,
    kakaoAuthUrl: str(source.KAKAO_AUTH_URL) ?? d.kakaoAuthUrl,
    kakaoTokenUrl: str(source.KAKAO_TOKEN_URL) ?? d.kakaoTokenUrl,
    kakaoUserinfoUrl: str(source.KAKAO_USERINFO_URL) ?? d.kakaoUserinfoUrl,
    kakaoRedirectUri: str(source.KAKAO_REDIRECT_URI),
    demoMode,
    paymentGateway: source.PAYMENT_GATEWAY ? parseGateway(source.PAYMENT_GATEWAY) : demoMode ? 'sandbox' : undefined,
    tossSecretKey: str(source.TOSS_SECRET_KEY) ?? '',
    tossClientKey: str(source.TOSS_CLIENT_KEY) ?? '',
    tossApiUrl: parseHttpUrl('TOSS_API_URL', str(source.TOSS_API_URL) ?? d.tossApiUrl),
    tossSdkUrl: parseHttpUrl('TOSS_SDK_URL', str(source.TOSS_SDK_URL) ?? d.tossSdkUrl),
    tossTimeoutMs: int(source.TOSS_TIMEOUT_MS, d.tossTimeoutMs) || d.tossTimeoutMs,
    billingKeySecret: str(source.BILLING_KEY_SECRET) ?? '',
    localOauthProvider: source.LOCAL_OAUTH_PROVIDER ? source.LOCAL_OAUTH_PROVIDER === 'true' : demoMode,
    allowSandboxGateway: source.ALLOW_SANDBOX_GATEWAY === 'true',
    allowLocalOauthProvider: source.ALLOW_LOCAL_OAUTH_PROVIDER === 'true',
    seedDemoAccounts: source.SEED_DEMO_ACCOUNTS ? source.SEED_DEMO_ACCOUNTS === 'true' : nodeEnv !== 'production',
    allowDemoAccounts: source.ALLOW_DEMO_ACCOUNTS === 'true',
    // Outside production a local origin stands in, so no URL ever comes from the Host header.
    mapTiles: str(source.MAP_TILE_URL) ? { url: parseTileUrl(str(source.MAP_TILE_URL) as string), attribution: str(source.MAP_TILE_ATTRIBUTION) ?? '' } : d.mapTiles,
    publicOrigin: str(source.PUBLIC_ORIGIN) ? parseOrigin(str(source.PUBLIC_ORIGIN) as string) : nodeEnv === 'production' ? undefined : `http://localhost:${int(source.PORT, d.port)}`,
    trustedOrigins: (str(source.TRUSTED_ORIGINS) ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    trustProxy: trustProxy === undefined ? d.trustProxy : trustProxy === 'true' ? true : trustProxy === 'false' ? false : trustProxy,
    workers: Math.max(1, int(source.API_WORKERS, d.workers)),
    deployRoot: path.resolve(repoRoot, str(source.DEPLOY_ROOT) ?? path.join(str(source.DATA_DIR) ?? d.dataDir, 'deploy')),
    remotesRegistry: str(source.REMOTES_REGISTRY) ? path.resolve(repoRoot, str(source.REMOTES_REGISTRY) as string) : undefined,
    redisUrl: str(source.REDIS_URL),
    redisPrefix: str(source.REDIS_PREFIX) ?? d.redisPrefix,
    ...mailEnv(source),
    solapi: solapiEnv(source),
    allowNoMessages: source.ALLOW_NO_MESSAGES === 'true',
    outboxRelaySeconds: int(source.OUTBOX_RELAY_SECONDS, d.outboxRelaySeconds),
    outboxMaxAttempts: Math.max(1, int(source.OUTBOX_MAX_ATTEMPTS, d.outboxMaxAttempts)),
    metricsToken: str(source.METRICS_TOKEN),
    shutdownGraceMs: Math.max(1, int(source.SHUTDOWN_GRACE_MS, d.shutdownGraceMs)),
    shutdownDelayMs: int(source.SHUTDOWN_DELAY_MS, d.shutdownDelayMs),
  };
}

function mailEnv(source: NodeJS.ProcessEnv): { smtpUrl: string | undefined; mailFrom: string | undefined } {
  const smtpUrl = str(source.SMTP_URL);
  const mailFrom = str(source.MAIL_FROM);
  if (smtpUrl === undefined) return { smtpUrl, mailFrom };
  // Never echo the URL: it carries the password.
  const protocol = URL.canParse(smtpUrl) ? new URL(smtpUrl).protocol : '';
  if (!protocol) throw new Error('SMTP_URL must be a URL like smtps://user:pass@host:465 or smtp://user:pass@host:587');
  if (protocol !== 'smtp:' && protocol !== 'smtps:') throw new Error('SMTP_URL must start with smtp:// or smtps://');
  if (!mailFrom) throw new Error('MAIL_FROM must be set with SMTP_URL (e.g. "AwesomeStay <no-reply@awesomestay.kr>")');
  return { smtpUrl, mailFrom };
}

function solapiEnv(source: NodeJS.ProcessEnv): Env['solapi'] {
  const given = { SOLAPI_API_KEY: str(source.SOLAPI_API_KEY), SOLAPI_API_SECRET: str(source.SOLAPI_API_SECRET), SMS_SENDER: str(source.SMS_SENDER) };
  const missing = Object.entries(given).filter(([, v]) => v === undefined).map(([k]) => k);
  if (missing.length === 3) return null;
  if (missing.length) throw new Error(`SOLAPI needs SOLAPI_API_KEY, SOLAPI_API_SECRET and SMS_SENDER together; missing: ${missing.join(', ')}`);
  const pfId = str(source.SOLAPI_KAKAO_PF_ID);
  const templates = Object.fromEntries(
    (str(source.SOLAPI_KAKAO_TEMPLATES) ?? '')
      .split(',')
      .map((pair) => pair.split('=').map((s) => s.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && Boolean(pair[0]) && Boolean(pair[1])),
  );
  return {
    apiKey: given.SOLAPI_API_KEY!,
    apiSecret: given.SOLAPI_API_SECRET!,
    sender: given.SMS_SENDER!.replace(/\D/g, ''),
    apiUrl: str(source.SOLAPI_API_URL) ?? 'https://api.solapi.com',
    ...(pfId ? { kakao: { pfId, templates } } : {}),
  };
}

function parseGateway(value: string): 'sandbox' | 'toss' {
  const v = value.trim();
  if (v !== 'sandbox' && v !== 'toss') throw new Error(`PAYMENT_GATEWAY: unknown gateway "${value}" (built in: sandbox, toss)`);
  return v;
}

function parseHttpUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return value.replace(/\/$/, '');
}

/** A tile URL template: https (or http on localhost) with {z}, {x} and {y}. */
function parseTileUrl(value: string): string {
  const ok = !value.includes('{s}') && /^(https:\/\/|http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/)/.test(value) && ['{z}', '{x}', '{y}'].every((p) => value.includes(p));
  if (!ok) throw new Error(`MAP_TILE_URL must be an https URL template with {z}, {x} and {y}, got "${value}"`);
  return value;
}

function parseOrigin(value: string): string {
  const url = new URL(value);
  if (url.origin !== value.replace(/\/$/, '')) throw new Error(`PUBLIC_ORIGIN must be an origin like https://example.com, got "${value}"`);
  return url.origin;
}

/** Where the database lives for this environment: the server, the seed CLI and scripts agree. */
export function databaseOptions(env: Env): { dataDir: string; url: string | undefined } {
  return { dataDir: path.join(env.dataDir, 'pglite'), url: env.databaseUrl };
}
