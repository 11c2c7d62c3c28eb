// The cancellation's calls under /api/service/content (SPEC §7).
export { cancelRoutes as cancellationRoutes } from './cancel';
