// Cancellation and refund rules: one pure module, used by the preview and the cancel calls, so
// my page, the voucher page and the cancel itself show and move the same figures, and the ledger
// records exactly what the member confirmed.
export * from './types';
export * from './business-days';
export * from './preview';
export * from './partial';
export * from './guests';
export * from './scope';
export * from './ledger';
