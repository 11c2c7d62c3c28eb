// The customer centre (SPEC §2, §7): FAQ, notices, 1:1 inquiries with their reply deadline and the
// staff queue, policy documents with their versions, live chat, and the staff who answer.
// README.md beside this file.
export { supportRoutes } from './routes';
export { supportFail } from './failures';
export { supportRepository } from './store/centre';
export { policiesSeeder, supportStaffSeeder } from './seed';
