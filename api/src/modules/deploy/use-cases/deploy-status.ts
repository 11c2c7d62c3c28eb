// The CLI's status: the registry and the page-load report totals, for a bearer of the status
// token (derived from the artifact store's key, compared in constant time).
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { safeEqual } from '../../../lib/secrets';
import { statusToken } from '../override';
import { reposOf } from '../stores';

export async function deployStatus(app: FastifyInstance, sent: string) {
  const expected = statusToken(await app.deployStore.key());
  // Compared as bytes: a token of other characters (non-ASCII) is simply wrong, never an error.
  if (!safeEqual(sent, expected)) throw new AppError('UNAUTHORIZED');
  const [registry, totals] = await Promise.all([app.deployStore.readRegistry(), reposOf(app.database.orm).deployReports.totals()]);
  return { registry, reports: totals };
}
