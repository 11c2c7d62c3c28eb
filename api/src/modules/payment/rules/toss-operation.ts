// The name of a Toss call for metrics: a fixed word per endpoint, never the path itself (it carries
// payment keys, order ids and billing keys: secrets in part, and a label value per payment).
export type TossOperation = 'confirm' | 'cancel' | 'read' | 'read-by-order' | 'billing-issue' | 'billing-charge' | 'other';

export function tossOperation(method: 'GET' | 'POST', path: string): TossOperation {
  const p = path.split('?')[0]!.replace(/\/+$/, '');
  if (method === 'POST' && p === '/v1/payments/confirm') return 'confirm';
  if (method === 'POST' && /^\/v1\/payments\/[^/]+\/cancel$/.test(p)) return 'cancel';
  if (method === 'GET' && /^\/v1\/payments\/orders\/[^/]+$/.test(p)) return 'read-by-order';
  if (method === 'GET' && /^\/v1\/payments\/[^/]+$/.test(p)) return 'read';
  if (method === 'POST' && p === '/v1/billing/authorizations/issue') return 'billing-issue';
  if (method === 'POST' && /^\/v1\/billing\/[^/]+$/.test(p)) return 'billing-charge';
  return 'other';
}

/**
 * The code a Toss call ends with: OK for an answer, Toss's own code for a refusal (a bounded list
 * Toss documents), a word of ours when no answer came.
 */
export function tossCallCode(outcome: { ok: true } | { ok: false; code: string } | { unavailable: 'TIMEOUT' | 'NETWORK' | 'SERVER_ERROR' | 'BAD_ANSWER' }): string {
  if ('unavailable' in outcome) return outcome.unavailable;
  if (outcome.ok) return 'OK';
  // Toss codes are UPPER_SNAKE words; anything else (a proxy's page) is not a label value.
  return /^[A-Z][A-Z0-9_]{0,63}$/.test(outcome.code) ? outcome.code : 'UNKNOWN';
}
