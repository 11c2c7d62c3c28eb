export * from './constants';
export * from './users';
export * from './social-accounts';
