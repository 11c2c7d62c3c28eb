// What a start may switch on. Demo conveniences are an explicit, visible mode; production
// refuses anything that would let a stranger read codes, log in as anyone or book without paying,
// and says why, unless the operator allowed that part by name.
import type { Env } from './env';

/** What stops any start, whatever the environment: a gateway chosen without what it needs. */
export function configurationProblems(env: Env): string[] {
  const problems: string[] = [];
  if (env.paymentGateway === 'toss' && (!env.tossSecretKey || !env.tossClientKey)) {
    problems.push(`PAYMENT_GATEWAY=toss needs TOSS_SECRET_KEY and TOSS_CLIENT_KEY (missing: ${[!env.tossSecretKey && 'TOSS_SECRET_KEY', !env.tossClientKey && 'TOSS_CLIENT_KEY'].filter(Boolean).join(', ')}).`);
  }
  return problems;
}

/** The problems that stop a production start; empty when it may start. */
export function productionProblems(env: Env): string[] {
  const problems: string[] = configurationProblems(env);
  if (env.nodeEnv !== 'production') return problems;
  if (env.demoMode) problems.push('DEMO_MODE=true: the code outbox would hand any verification code to anyone. Unset DEMO_MODE.');
  if (!env.paymentGateway) problems.push('PAYMENT_GATEWAY is not set: bookings could not be paid. Set PAYMENT_GATEWAY=toss with TOSS_SECRET_KEY and TOSS_CLIENT_KEY (or the sandbox: PAYMENT_GATEWAY=sandbox with ALLOW_SANDBOX_GATEWAY=true).');
  if (env.paymentGateway === 'toss' && !env.billingKeySecret) problems.push('PAYMENT_GATEWAY=toss without BILLING_KEY_SECRET: membership billing keys could not be stored encrypted. Set BILLING_KEY_SECRET (32 bytes or more of randomness).');
  if (env.paymentGateway === 'sandbox' && !env.allowSandboxGateway) problems.push('PAYMENT_GATEWAY=sandbox approves payments without a card. Set ALLOW_SANDBOX_GATEWAY=true only for a demo that must run in production.');
  if (env.localOauthProvider && !env.allowLocalOauthProvider) problems.push('LOCAL_OAUTH_PROVIDER=true accepts any typed e-mail as a verified messenger login. Set ALLOW_LOCAL_OAUTH_PROVIDER=true only for a demo.');
  if (env.seedDemoAccounts && !env.allowDemoAccounts) problems.push('SEED_DEMO_ACCOUNTS=true creates members whose password is published. Set ALLOW_DEMO_ACCOUNTS=true only for a demo.');
  if (!env.publicOrigin) problems.push('PUBLIC_ORIGIN is not set: canonical and share URLs would come from the request Host header.');
  if (!env.authSecret) problems.push('AUTH_SECRET is not set.');
  if (env.workers > 1 && !env.redisUrl) problems.push('API_WORKERS > 1 without REDIS_URL: every process would count limits and locks on its own.');
  return problems;
}

/** What every page must tell its visitor (boot data; the shell shows a banner). */
export interface DemoNotice {
  payments: boolean;
  codes: boolean;
  login: boolean;
}

export function demoNotice(env: Env): DemoNotice | null {
  const notice = { payments: env.paymentGateway === 'sandbox', codes: env.demoMode && env.nodeEnv !== 'production', login: env.localOauthProvider };
  return notice.payments || notice.codes || notice.login ? notice : null;
}

/** The code outbox is a demo part that never runs in production, whatever else is allowed. */
export const outboxEnabled = (env: Env): boolean => env.demoMode && env.nodeEnv !== 'production';
