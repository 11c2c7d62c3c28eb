export * from './companies';
export * from './company-codes';
export * from './benefit-users';
