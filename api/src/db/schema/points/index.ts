export * from './constants';
export * from './point-ledger';
