// The catalogue: stays, rooms, rate plans and their nights, locations and the main page's content
// (SPEC §3; docs/api/content-search.md), searched from memory-held blocks that stock changes keep
// fresh; the generated pictures; and the seed of a believable catalogue. Prices come from the
// pricing module. README.md beside this file.
export { catalogRoutes } from './routes';
export { mediaRoutes } from './routes/media';
export { hotelsCombinedService as hotelsCombinedRoutes } from './routes/hotels-combined';
export { catalogStore, type CatalogStore } from './store';
export { stockMoved } from './use-cases/stock-moved';
export { DEFAULT_PRODUCT_IMAGE, FACILITY_CATEGORY_NAMES, nameOf, pick, policies, productNotFound, roomTypeName } from './rules/texts';
export { mediaPath } from './seed/helpers';
export { starAverage } from './rules/star-average';
export { catalogCalendarSeeder, catalogSeeder } from './seed';
