// The one price engine (issue 4 / issue 5): pure functions over rate-plan and nightly rows, used by
// the results page, the product page, booking and payment, so a price shown is the price charged
// for the same condition. SQL lives in repositories/catalog-rates.ts; stay-pricer.ts joins the two.
export * from './rules/types';
export * from '../../lib/days';
export * from './rules/occupancy';
export * from './rules/quote';
export * from './rules/lowest';
export * from './rules/batch';
export * from './rules/stay-pricer';
