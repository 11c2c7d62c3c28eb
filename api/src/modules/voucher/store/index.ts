// The repositories of the voucher / booking-read / additional-payment routes, one set per database
// (built here rather than in repositories/index.ts, which other parts of the tree own).
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database';
import { addPaymentsRepository } from '../../booking/store/add-payments';
import { vouchersRepository } from './vouchers';

const cache = new WeakMap<Database, LmsRepos>();

export interface LmsRepos {
  vouchers: ReturnType<typeof vouchersRepository>;
  addPayments: ReturnType<typeof addPaymentsRepository>;
}

export function lmsRepos(app: FastifyInstance): LmsRepos {
  let repos = cache.get(app.database);
  if (!repos) {
    repos = { vouchers: vouchersRepository(app.database.orm), addPayments: addPaymentsRepository(app.database.orm) };
    cache.set(app.database, repos);
  }
  return repos;
}
