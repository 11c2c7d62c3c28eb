// The stay page (SPEC §3 Accommodation detail, Room list; §7 Products): the stay, its rooms and
// rate plans priced by the one engine for a condition, price comparison, nearby places,
// promotions and wishes. README.md beside this file.
export { productRoutes } from './routes';
export { markupPercent } from './rules/price-comparison';
export { productStore, productDetailRepository, type ProductDetailRepository } from './store';
export { lowestPrices, roomPlans } from './use-cases/room-plans';
