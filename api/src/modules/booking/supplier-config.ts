// Settings of external-channel bookings from the environment (../suppliers/README.md "Environment").
export interface SupplierBookingConfig {
  /** How often the reconciliation job runs (SUPPLIER_RECONCILE_INTERVAL_SECONDS, default 20 s; 0 = never). */
  reconcileIntervalSeconds: number;
  /** After a timeout or a PENDING answer, ask again this much later (SUPPLIER_RECHECK_SECONDS, default 30 s). */
  recheckSeconds: number;
  /** A booking the supplier does not know this long after we sent it was never made (SUPPLIER_NOT_FOUND_GRACE_SECONDS, default 300 s). */
  notFoundGraceSeconds: number;
  /** How long one worker may hold a booking (SUPPLIER_LEASE_SECONDS, default 120 s; longer than any supplier call). */
  leaseSeconds: number;
  /** A paid order not sent to its supplier for this long was left by a stopped request (SUPPLIER_STALE_SECONDS, default 60 s). */
  staleSeconds: number;
}

const seconds = (value: string | undefined, fallback: number): number => {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
};

export function supplierBookingConfig(env: NodeJS.ProcessEnv = process.env): SupplierBookingConfig {
  return {
    reconcileIntervalSeconds: seconds(env.SUPPLIER_RECONCILE_INTERVAL_SECONDS, 20),
    recheckSeconds: seconds(env.SUPPLIER_RECHECK_SECONDS, 30),
    notFoundGraceSeconds: seconds(env.SUPPLIER_NOT_FOUND_GRACE_SECONDS, 300),
    leaseSeconds: seconds(env.SUPPLIER_LEASE_SECONDS, 120) || 120,
    staleSeconds: seconds(env.SUPPLIER_STALE_SECONDS, 60),
  };
}
