// The operator's screens are for the support staff only (the support module says who they are).
import type { Tx } from '../../../db/database';
import type { Locale } from '../../../lib/locale';
import { supportRepository } from '../../support';
import { membershipFail } from '../failures';

/** The staff member's own id, or STAFF_ONLY. */
export async function staffOnly(db: Tx, userIdx: number, locale: Locale): Promise<number> {
  if (!(await supportRepository(db).isStaff(userIdx))) throw membershipFail('STAFF_ONLY', locale);
  return userIdx;
}
