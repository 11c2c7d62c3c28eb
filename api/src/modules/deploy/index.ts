// Deploying remotes (DEPLOY.md): immutable versions in an artifact store, a registry of channels
// with canaries and rollback, the contract gate, page-load reports that halt a failing canary, and
// the resolution of which versions a page gets. The CLI (cli/) is its operator's side. README.md
// beside this file.
export { deployPlugin } from './plugin';
export { deployRoutes } from './routes';
export { SETTLE_INTERVAL_SECONDS, settleDeploys } from './use-cases/settle';
export { PRUNE_REPORTS_INTERVAL_SECONDS, pruneDeployReports } from './use-cases/prune-reports';
export { FolderStore } from './artifact-store';
export { BUCKET_COOKIE, isVisitorId, newVisitorId } from './bucket';
export { OVERRIDE_COOKIE, readOverride } from './override';
export { canaryStates, type CanaryState, type RegistryDoc } from './registry';
export { REMOTE_FOLDERS, isVersionId } from './remotes';
export { resolveRemotes } from './resolve';
