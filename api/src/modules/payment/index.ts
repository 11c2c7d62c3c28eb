// Payment: the gateway interface (DESIGN §3, modelled on Korean PGs: prepare, the buyer approves
// at the PG, confirm; cancel and retrieve; billing keys for renewals), its adapters (the sandbox
// and Toss Payments) and the sandbox's own pages. Bookings, vouchers and memberships charge and
// refund through it; our record of each payment lives with what was paid for. README.md beside this file.
export type { BillingGateway, CancelOptions, ConfirmResult, Gateway, GatewayObserver, PrepareInput, Prepared, RetrieveResult } from './gateway';
export { GatewayUnavailableError } from './gateway';
export { SANDBOX_CHECKOUT_PATH, type SandboxGateway } from './adapters/sandbox-gateway';
export { sandboxBilling } from './adapters/sandbox-billing';
export { PENDING_PREFIX, pendingKey, type TossGateway, type TossPayment } from './adapters/toss-gateway';
export { configureGateway, gatewayFor, tossBillingFor, tossConfigFor, tossGatewayFor } from './use-cases/gateway-for';
export { methodLabel } from './rules/method-labels';
export { PAYMENT_KEY } from './rules/fields';
export { tossBuyerMessage, tossFailure, type TossFailure } from './rules/toss-errors';
export { absoluteOn, tossCheckout, tossCustomerKey, tossOrderId, tossPaymentRequest, TOSS_ORDER_ID, type TossPaymentRequest } from './rules/toss-request';
export { sandboxGatewayRoutes } from './routes';
