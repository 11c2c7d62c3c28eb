// Auth: who the members are and how they prove it (SPEC §7 "Auth service", /api/auth): members,
// sessions with rotating refresh tokens, verification codes, login locks, sign-up, the Kakao
// login, and corporate membership. The member's own screens (profile, withdrawal, data export)
// are the account module's. README.md beside this file.
export { authRoutes } from './routes';
export type { AuthRoutesOptions } from './routes/options';
export { messengerLoginRoutes } from './routes/messenger';
export { ipLimit } from './routes/limits';
export { loginGuard } from './use-cases/login-guard';
export { addressPlace } from './store/login-guard';
export { phoneFitsCountry } from './rules/international';
export { consumeCert } from './use-cases/certs';
export { sessionCheck } from './use-cases/session-check';
export { authStore, type AuthStore } from './store';
export type { UserPatch } from './store/users';
export { DEMO_ACCOUNTS, DEMO_COMPANIES, DEMO_PASSWORD, type DemoAccount } from './seed/demo-accounts';
export { memberContact } from './use-cases/member-contact';
export { pruneLoginHistory } from './use-cases/prune-login-history';
