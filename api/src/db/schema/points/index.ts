export * from './constants';
export * from './point-ledger';
export * from './welfare-year-ends';
