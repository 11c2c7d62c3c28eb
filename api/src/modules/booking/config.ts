// Booking settings from the environment (README.md beside this file).
export interface BookingConfig {
  /** How long an unpaid order holds its rooms (HOLD_TTL_SECONDS, default 15 minutes). */
  holdTtlSeconds: number;
  /** How often the expiry job runs (HOLD_RELEASE_INTERVAL_SECONDS, default 30 s; 0 = never). */
  releaseIntervalSeconds: number;
  /** How often the PAYING reconciliation runs (PAYING_RECONCILE_INTERVAL_SECONDS, default 30 s; 0 = never). */
  reconcileIntervalSeconds: number;
  /** How long an order may stay PAYING before the reconciliation asks the gateway (PAYING_STALE_SECONDS, default 60). */
  payingStaleSeconds: number;
}

const positive = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
};

export function bookingConfig(env: NodeJS.ProcessEnv = process.env): BookingConfig {
  return {
    holdTtlSeconds: positive(env.HOLD_TTL_SECONDS, 15 * 60) || 15 * 60,
    releaseIntervalSeconds: positive(env.HOLD_RELEASE_INTERVAL_SECONDS, 30),
    reconcileIntervalSeconds: positive(env.PAYING_RECONCILE_INTERVAL_SECONDS, 30),
    payingStaleSeconds: positive(env.PAYING_STALE_SECONDS, 60) || 60,
  };
}
