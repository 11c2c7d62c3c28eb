export * from './constants';
export * from './certs';
