// First-party analytics (SPEC §7 tracking): the collector of consented browser events and the
// staff's funnel report. README.md beside this file.
export { analyticsRoutes } from './routes';
export { pruneAnalyticsEvents } from './use-cases/prune';
