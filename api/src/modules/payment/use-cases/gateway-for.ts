// The gateway of this app: one per database (the sandbox keeps its ledger there). A real PG is
// chosen here from the environment (PAYMENT_GATEWAY) behind the same interface.
import type { Database } from '../../../db/database';
import { sandboxGateway, type SandboxGateway } from '../adapters/sandbox-gateway';

const gateways = new WeakMap<Database, SandboxGateway>();

export function gatewayFor(database: Database, clock: () => Date): SandboxGateway {
  let gateway = gateways.get(database);
  if (!gateway) {
    gateway = sandboxGateway(database.orm, clock);
    gateways.set(database, gateway);
  }
  return gateway;
}
