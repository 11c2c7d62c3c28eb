// Staff roles: who may do which staff-only work (agent: inquiries and chat; content; pricing:
// membership prices; operator). The one place that says who holds which role; the support and
// membership modules ask it. README.md beside this file.
export { staffRoutes } from './routes';
export { holdsRole, roleHolderByEmail, staffRolesOf } from './use-cases/roles';
export { staffRoleStore } from './store/roles';
export { mayDo, STAFF_ROLES, WORK_ROLE, type StaffRole, type StaffWork } from './rules/roles';
export { contentEditorSeeder, CONTENT_EMAIL, operatorSeeder, OPERATOR_EMAIL, pricingAdminSeeder, PRICING_EMAIL } from './seed';
