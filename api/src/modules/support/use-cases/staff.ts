// Who may work the customer centre's queue and chat: the agents (a staff role the staff module
// keeps), asked on every staff call. Other staff roles (pricing, content) do not reach members' inquiries.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { supportFail } from '../failures';
import { reposOf } from '../stores';

/** The operator page asks before it shows the queue. */
export const isStaff = (app: FastifyInstance, userIdx: number): Promise<boolean> => reposOf(app.database.orm).centre.isStaff(userIdx);

/** The agent's idx, or STAFF_ONLY (403) for anyone else, other staff roles included. */
export async function requireStaff(app: FastifyInstance, userIdx: number, locale: Locale): Promise<number> {
  if (!(await isStaff(app, userIdx))) throw supportFail('STAFF_ONLY', locale);
  return userIdx;
}
