export * from './constants';
export * from './orders';
export * from './payments';
export * from './add-pays';
export * from './supplier-bookings';
export * from './part-cancels';
export * from './refunds';
