// Account: what a member sees and does with their own data (SPEC §3 User info, §7): the profile
// every screen reads (grade, membership, corporate), its edits, withdrawal, the export of
// everything we hold and marketing consent. It sits above the modules whose data it shows.
// README.md beside this file.
export { accountRoutes } from './routes';
export { memberProfile, type MemberProfile } from './use-cases/profile';
export { accountsSeeder } from './seed/accounts';
