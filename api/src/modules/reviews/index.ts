// Reviews after a stay (SPEC §3 Review, §4 'past booking: please leave a review'): who may write
// and edit until when (rules/), a stay's reviews and figures, and the member's own review. A
// review and the stay's count, score and histogram change in one transaction. README.md beside
// this file.
export { reviewsRoutes } from './routes';
export { reviewOffer, reviewState } from './rules/reviews';
export { reviewStore } from './store';
