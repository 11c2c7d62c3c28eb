export * from './constants';
export * from './orders';
export * from './payments';
