export * from './sessions';
export * from './refresh-tokens';
export * from './oauth-states';
