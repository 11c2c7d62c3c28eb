// The relay's decisions, pure: when a failed message is tried again, when it is given up, how a
// destination is shown to staff, and what of a failure may be kept (never an address or a text).

export interface RelayPolicy {
  /** Tries before a message is dead (the first send counts). */
  maxAttempts: number;
  /** The first retry waits this long; each later one twice the one before, up to maxDelaySeconds. */
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  /** How long a claimed message belongs to its relay before another may take it over. */
  leaseSeconds: number;
}

export const DEFAULT_RELAY_POLICY: RelayPolicy = { maxAttempts: 8, baseDelaySeconds: 30, maxDelaySeconds: 3600, leaseSeconds: 120 };

/** What a sender's failure means for the message. */
export interface SendFailure {
  /** A kind with no personal data: `SMTP_421`, `SOLAPI_ValidationError`, `ETIMEDOUT`. */
  reason: string;
  /** False: trying again cannot help (a refused address): dead at once. */
  retryable: boolean;
}

export type AfterFailure = { status: 'QUEUED'; nextAttemptAt: Date } | { status: 'DEAD' };

/** After the `attempts`-th try failed: again later (exponential backoff), or dead. */
export function afterFailure(attempts: number, failure: SendFailure, now: Date, policy: RelayPolicy): AfterFailure {
  if (!failure.retryable || attempts >= policy.maxAttempts) return { status: 'DEAD' };
  return { status: 'QUEUED', nextAttemptAt: new Date(now.getTime() + retryDelaySeconds(attempts, policy) * 1000) };
}

export function retryDelaySeconds(attempts: number, policy: RelayPolicy): number {
  return Math.min(policy.maxDelaySeconds, policy.baseDelaySeconds * 2 ** Math.max(0, attempts - 1));
}

/**
 * A failure after which the provider may still have taken the message: the request left but no
 * answer came back (a timeout, a dropped connection). The next try asks the provider's log first.
 */
export const mayHaveArrived = (reason: string | null): boolean => reason !== null && /_(TIMEOUT|NETWORK)$/.test(reason);

/** An address or a phone number as staff see it: enough to recognise, not to copy. */
export function maskDest(dest: string): string {
  const at = dest.indexOf('@');
  if (at > 0) {
    const name = dest.slice(0, at);
    return `${name.slice(0, Math.min(2, name.length - 1))}${'*'.repeat(Math.max(1, name.length - 2))}${dest.slice(at)}`;
  }
  const digits = dest.replace(/\D/g, '');
  if (digits.length < 7) return '*'.repeat(digits.length);
  return `${digits.slice(0, 3)}-****-${digits.slice(-4)}`;
}

/** A reason kept in the table: letters, digits and `_.-` only, short, so no address or text slips in. */
export function safeReason(reason: string): string {
  const cleaned = reason
    .replace(/[^\w.-]+/g, '_')
    .replace(/\d{6,}/g, '#')
    .slice(0, 60);
  return cleaned || 'UNKNOWN';
}
