// The whole schema, one folder per domain (STYLE "The back end"). drizzle-kit reads this file.
export * from './users';
export * from './auth';
export * from './certs';
export * from './points';
export * from './corporate';
export * from './login-history';
export * from './messages';
export * from './memberships';
export * from './catalog';
export * from './content';
export * from './wishes';
export * from './orders';
export * from './coupons';
export * from './deploy';
export * from './mypage';
export * from './support';
export * from './analytics';
