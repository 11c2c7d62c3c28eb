// The catalogue: locations, stays, rooms, rate plans, nightly prices and stock,
// facilities, reviews, promotions and the keyword-search table.
export * from './constants';
export * from './locations';
export * from './properties';
export * from './facilities';
export * from './rooms';
export * from './daily-rates';
export * from './reviews';
export * from './events';
export * from './search-entries';
