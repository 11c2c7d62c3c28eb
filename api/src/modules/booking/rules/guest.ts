// The guest of an order (SPEC §3 Guest), checked with the SPEC §5 rules of the form the stay's
// channel uses: domestic stays USER_NAME + PHONE, international channels GLOBAL_USER_NAME (first
// and last) + the country's calling code + GLOBAL_TEL. A missing or wrong field is INVALID_INPUT
// naming it, before anything is held.
import * as v from 'valibot';
import { AppError, type FieldIssue } from '../../../lib/app-error';
import { GLOBAL_TEL, PHONE } from '../../../lib/fields';
import type { OrderBodyInput } from './requests';

export interface Guest {
  guestName: string;
  guestTel: string;
  guestEmail: string;
  guestCountryCode: string | null;
}

export function guestOf(international: boolean, body: OrderBodyInput): Guest {
  const issues: FieldIssue[] = [];
  // The number is kept as its digits, however the guest wrote it.
  const tel = v.safeParse(international ? GLOBAL_TEL : PHONE, body.guestTel);
  const require = (field: keyof OrderBodyInput) => {
    if (body[field] === undefined) issues.push({ field, rule: 'REQUIRED' });
  };
  if (international) {
    require('guestFirstName');
    require('guestLastName');
    require('guestCountryCode');
    if (!tel.success) issues.push({ field: 'guestTel', rule: 'GLOBAL_TEL' });
  } else {
    require('guestName');
    if (!tel.success) issues.push({ field: 'guestTel', rule: 'PHONE' });
  }
  if (issues.length > 0 || !tel.success) throw new AppError('INVALID_INPUT', { issues });
  return international
    ? { guestName: `${body.guestFirstName} ${body.guestLastName}`, guestTel: tel.output, guestEmail: body.guestEmail, guestCountryCode: body.guestCountryCode! }
    : { guestName: body.guestName!, guestTel: tel.output, guestEmail: body.guestEmail, guestCountryCode: null };
}
