// Runtime configuration. `loadEnv(process.env)` is what server.ts uses; buildApp() starts from
// `defaultEnv()` and only overrides what its caller passes, so tests never depend on the shell.
import path from 'node:path';

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
  /** SPEC §7 verify-cert: codes expire after 3 minutes. */
  certTtlSeconds: number;
  /** How long a verified certificate can still be used by sign-up / password reset. */
  certUseWindowSeconds: number;
  /** SPEC §9: text messages are limited to 3 per day (per phone). */
  smsDailyLimit: number;
  emailDailyLimit: number;
  /** The Nth consecutive wrong password locks the account for a while (issue 3: the 4th). */
  loginLockThreshold: number;
  loginLockBaseSeconds: number;
  loginLockMaxSeconds: number;
  rateLimitEnabled: boolean;
  rateLimitLoginPerMinute: number;
  rateLimitSendPerMinute: number;
  kakaoClientId: string;
  kakaoClientSecret: string;
  /** Relative URLs point at the local provider built into this app (see services/internal-auth). */
  kakaoAuthUrl: string;
  kakaoTokenUrl: string;
  kakaoUserinfoUrl: string;
  /** Absolute callback URL registered with the provider; derived from the request when empty. */
  kakaoRedirectUri: string | undefined;
  /** Serve the stand-in OAuth provider at /api/auth/local-provider (default: outside production). */
  localOauthProvider: boolean;
  /** Extra origins allowed to send state-changing requests (comma separated in the env var). */
  trustedOrigins: string[];
  /** Fastify `trustProxy`: which hops may set x-forwarded-for. */
  trustProxy: boolean | string;
  /**
   * API_WORKERS: processes serving HTTP on the same port (node:cluster). More than 1 needs
   * DATABASE_URL: PGlite lives inside one process. Production on PostgreSQL: one per core.
   */
  workers: number;
}

export const repoRoot = path.resolve(__dirname, '../../..');

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
    certTtlSeconds: 180,
    certUseWindowSeconds: 30 * 60,
    smsDailyLimit: 3,
    emailDailyLimit: 10,
    loginLockThreshold: 4,
    loginLockBaseSeconds: 30,
    loginLockMaxSeconds: 15 * 60,
    rateLimitEnabled: true,
    rateLimitLoginPerMinute: 20,
    rateLimitSendPerMinute: 10,
    kakaoClientId: 'awesomestay-local',
    kakaoClientSecret: 'awesomestay-local-secret',
    kakaoAuthUrl: '/api/auth/local-provider/authorize',
    kakaoTokenUrl: '/api/auth/local-provider/token',
    kakaoUserinfoUrl: '/api/auth/local-provider/userinfo',
    kakaoRedirectUri: undefined,
    localOauthProvider: true,
    trustedOrigins: [],
    trustProxy: 'loopback',
    workers: 1,
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
    kakaoClientId: str(source.KAKAO_CLIENT_ID) ?? d.kakaoClientId,
    kakaoClientSecret: str(source.KAKAO_CLIENT_SECRET) ?? d.kakaoClientSecret,
    kakaoAuthUrl: str(source.KAKAO_AUTH_URL) ?? d.kakaoAuthUrl,
    kakaoTokenUrl: str(source.KAKAO_TOKEN_URL) ?? d.kakaoTokenUrl,
    kakaoUserinfoUrl: str(source.KAKAO_USERINFO_URL) ?? d.kakaoUserinfoUrl,
    kakaoRedirectUri: str(source.KAKAO_REDIRECT_URI),
    localOauthProvider: source.LOCAL_OAUTH_PROVIDER ? source.LOCAL_OAUTH_PROVIDER === 'true' : nodeEnv !== 'production',
    trustedOrigins: (str(source.TRUSTED_ORIGINS) ?? '').split(',').map((s) => s.trim()).filter(Boolean),
    trustProxy: trustProxy === undefined ? d.trustProxy : trustProxy === 'true' ? true : trustProxy === 'false' ? false : trustProxy,
    workers: Math.max(1, int(source.API_WORKERS, d.workers)),
  };
}

/** Where the database lives for this environment: the server, the seed CLI and scripts agree. */
export function databaseOptions(env: Env): { dataDir: string; url: string | undefined } {
  return { dataDir: path.join(env.dataDir, 'pglite'), url: env.databaseUrl };
}
