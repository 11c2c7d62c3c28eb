// The cancellation's SQL, one set per database: partial cancels (claims and records) and the
// refunds ledger.
import { perDatabase } from '../../../db/per-database';
import { partCancelsRepository } from './part-cancels';
import { refundsRepository } from './refunds';

export const cancellationStore = perDatabase((db) => ({
  partCancels: partCancelsRepository(db),
  refunds: refundsRepository(db),
}));

export type CancellationStore = ReturnType<typeof cancellationStore>;
