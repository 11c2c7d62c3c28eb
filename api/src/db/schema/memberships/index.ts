export * from './constants';
export * from './subscriptions';
