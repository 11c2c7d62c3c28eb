// The gateway of this app: one per database (the sandbox keeps its ledger there). Which one comes
// from the environment (PAYMENT_GATEWAY): the app configures it once at build (mounts.ts), so
// every caller, a route or a job, reaches the same gateway through the database it works on.
import type { Database } from '../../../db/database';
import type { BillingGateway, Gateway, GatewayObserver } from '../gateway';
import { tossBilling } from '../adapters/toss-billing';
import { sandboxGateway, type SandboxGateway } from '../adapters/sandbox-gateway';
import { tossGateway, type TossGateway } from '../adapters/toss-gateway';
import type { TossConfig } from '../adapters/toss-http';

export interface GatewaySettings {
  paymentGateway: 'sandbox' | 'toss' | undefined;
  tossSecretKey: string;
  tossApiUrl: string;
  tossTimeoutMs: number;
  /** Seals stored billing keys (outside production, the auth secret stands in when unset). */
  billingKeySecret: string;
  authSecret: string;
}

const observers = new WeakMap<Database, GatewayObserver>();

const settings = new WeakMap<Database, GatewaySettings>();
const sandboxes = new WeakMap<Database, SandboxGateway>();
const tosses = new WeakMap<Database, TossGateway>();

/** Called once per app at build: which gateway this database's payments go through (and who hears its calls). */
export function configureGateway(database: Database, env: GatewaySettings, observer?: GatewayObserver): void {
  if (observer) observers.set(database, observer);
  else observers.delete(database);
  settings.set(database, {
    paymentGateway: env.paymentGateway,
    tossSecretKey: env.tossSecretKey,
    tossApiUrl: env.tossApiUrl,
    tossTimeoutMs: env.tossTimeoutMs,
    billingKeySecret: env.billingKeySecret,
    authSecret: env.authSecret,
  });
  tosses.delete(database);
}

/** The sandbox itself (its own pages use its extra operations). */
export function sandboxGatewayFor(database: Database, clock: () => Date): SandboxGateway {
  let gateway = sandboxes.get(database);
  if (!gateway) {
    gateway = sandboxGateway(database.orm, clock);
    sandboxes.set(database, gateway);
  }
  return gateway;
}

/** Toss's configuration of this database's app, or null when Toss is not the gateway. */
export function tossConfigFor(database: Database): TossConfig | null {
  const s = settings.get(database);
  if (s?.paymentGateway !== 'toss') return null;
  const observer = observers.get(database);
  return { secretKey: s.tossSecretKey, apiUrl: s.tossApiUrl, timeoutMs: s.tossTimeoutMs, ...(observer ? { observer } : {}) };
}

export function tossGatewayFor(database: Database): TossGateway | null {
  const config = tossConfigFor(database);
  if (!config) return null;
  let gateway = tosses.get(database);
  if (!gateway) {
    gateway = tossGateway(config);
    tosses.set(database, gateway);
  }
  return gateway;
}

export function gatewayFor(database: Database, clock: () => Date): Gateway {
  return tossGatewayFor(database) ?? sandboxGatewayFor(database, clock);
}

/** Toss's billing (membership renewals) of this database's app, or null when Toss is not the gateway. */
export function tossBillingFor(database: Database, clock: () => Date): BillingGateway | null {
  const config = tossConfigFor(database);
  const s = settings.get(database);
  if (!config || !s) return null;
  return tossBilling(config, s.billingKeySecret || s.authSecret, clock);
}
