export * from './constants';
export * from './subscriptions';
export * from './price-changes';
