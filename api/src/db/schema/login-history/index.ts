export * from './login-history';
