// The gateway of this app: one per database (the sandbox keeps its ledger there). A real PG would
// be chosen here from the environment (PAYMENT_GATEWAY) behind the same interface.
import type { Database } from '../../db/database';
import { sandboxGateway, type SandboxGateway } from './adapters/sandbox-gateway';

export type { ConfirmResult, Gateway, PrepareInput, Prepared, RetrieveResult } from './gateway';
export { SANDBOX_CHECKOUT_PATH, type SandboxGateway } from './adapters/sandbox-gateway';

const gateways = new WeakMap<Database, SandboxGateway>();

export function gatewayFor(database: Database, clock: () => Date): SandboxGateway {
  let gateway = gateways.get(database);
  if (!gateway) {
    gateway = sandboxGateway(database.orm, clock);
    gateways.set(database, gateway);
  }
  return gateway;
}
