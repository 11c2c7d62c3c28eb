// Cancellation and refund rules (issue 10): one pure module, used by the preview and the cancel
// calls, so my page, the voucher page and the cancel itself show and move the same figures.
export * from './types';
export * from './business-days';
export * from './preview';
export * from './partial';
