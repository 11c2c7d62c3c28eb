// Numbers travellers read off a voucher or say on the phone: a two-letter kind, the Korean day
// (yyMMdd) and 8 random characters without look-alikes (no I, O, 0, 1): unguessable and readable.
import crypto from 'node:crypto';
import { koreanDay } from './days';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** `AS`: order numbers; `CF`: our own confirmations; `VC`: a voucher night's confirmation. */
export function referenceNumber(kind: 'AS' | 'CF' | 'VC', now: Date): string {
  const tail = Array.from(crypto.randomBytes(8), (b) => ALPHABET[b % ALPHABET.length]).join('');
  return `${kind}${koreanDay(now).replace(/-/g, '').slice(2)}${tail}`;
}
