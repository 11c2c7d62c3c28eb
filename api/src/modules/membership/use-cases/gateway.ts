// The gateway a membership charges through: the billing keys of the payment module's billing
// gateway, plus its payment cancel (a refund of a charge).
import type { FastifyInstance } from 'fastify';
import { gatewayFor, sandboxBilling, tossBillingFor, type BillingGateway, type Gateway } from '../../payment';

/** Billing keys plus the gateway's refund (cancel) of a captured payment. */
export type MembershipGateway = BillingGateway & Pick<Gateway, 'cancel'>;

/** How often the renewal job runs (MEMBERSHIP_RENEWAL_INTERVAL_SECONDS, 30 s by default; 0 = off). */
export const renewalSeconds = () => {
  const n = Number(process.env.MEMBERSHIP_RENEWAL_INTERVAL_SECONDS ?? 30);
  return Number.isFinite(n) && n >= 0 ? n : 30;
};

export function membershipGateway(app: FastifyInstance): MembershipGateway {
  // Toss when it is the gateway (its billing keys are stored sealed), else the sandbox's test cards.
  const billing = tossBillingFor(app.database, app.clock) ?? sandboxBilling(app.database.orm, app.clock);
  const payments = gatewayFor(app.database, app.clock);
  return { ...billing, cancel: payments.cancel.bind(payments) };
}
