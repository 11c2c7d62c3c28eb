// The booking's SQL, one set per database: orders with their holds, our record of each payment
// attempt, and the paid extras (additional payments) of a booking.
import { perDatabase } from '../../../db/per-database';
import { addPaymentsRepository } from './add-payments';
import { ordersRepository } from './orders';
import { orderPaymentsRepository } from './payments';

export const bookingStore = perDatabase((db) => ({
  orders: ordersRepository(db),
  orderPayments: orderPaymentsRepository(db),
  addPayments: addPaymentsRepository(db),
}));

export type BookingStore = ReturnType<typeof bookingStore>;
