// The price schedule is for staff holding the pricing role (the staff module says who does): the
// customer centre's agents answer members, they do not set what members pay.
import type { Tx } from '../../../db/database';
import type { Locale } from '../../../lib/locale';
import { holdsRole, roleHolderByEmail } from '../../staff';
import { membershipFail } from '../failures';

/** The pricing admin's own id (written on what they schedule), or PRICING_ONLY (403). */
export async function pricingOnly(db: Tx, userIdx: number, locale: Locale): Promise<number> {
  if (!(await holdsRole(db, userIdx, 'pricing'))) throw membershipFail('PRICING_ONLY', locale);
  return userIdx;
}

/** The command line names its operator by e-mail: their id if they hold the pricing role, else PRICING_ONLY. */
export async function pricingAdminByEmail(db: Tx, email: string, locale: Locale): Promise<number> {
  const idx = await roleHolderByEmail(db, email, 'pricing');
  if (idx === null) throw membershipFail('PRICING_ONLY', locale);
  return idx;
}
