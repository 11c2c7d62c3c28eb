// Payment: the gateway interface (DESIGN §3, modelled on Korean PGs: prepare, the buyer approves
// at the PG, confirm; cancel and retrieve; billing keys for renewals), its adapters and the
// sandbox's own pages. Bookings, vouchers and memberships charge and refund through it; our record
// of each payment lives with what was paid for. README.md beside this file.
export type { BillingGateway, ConfirmResult, Gateway, PrepareInput, Prepared, RetrieveResult } from './gateway';
export { SANDBOX_CHECKOUT_PATH, type SandboxGateway } from './adapters/sandbox-gateway';
export { sandboxBilling } from './adapters/sandbox-billing';
export { gatewayFor } from './use-cases/gateway-for';
export { methodLabel } from './rules/method-labels';
export { PAYMENT_KEY } from './rules/fields';
export { sandboxGatewayRoutes } from './routes';
