// The cancellation's SQL, one set per database: the claim and finish of a whole cancel and of a
// partial cancel.
import { perDatabase } from '../../../db/per-database';
import { orderCancelsRepository } from './order-cancels';
import { orderPartCancelsRepository } from './order-part-cancels';

export const cancellationStore = perDatabase((db) => ({
  orderCancels: orderCancelsRepository(db),
  orderPartCancels: orderPartCancelsRepository(db),
}));

export type CancellationStore = ReturnType<typeof cancellationStore>;
