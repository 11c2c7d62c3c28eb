// The one price engine: pure functions over rate-plan and nightly rows, used by the results page,
// the product page, booking, the suppliers' simulators and the deal pages, so a price shown is the
// price charged for the same condition. No I/O: the catalogue's store reads the rows
// (catalog/store/rates.ts implements RatesSource). README.md beside this file.
export * from './rules';
