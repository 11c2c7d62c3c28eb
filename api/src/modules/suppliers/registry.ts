// The supplier of each SPEC §3 channel code, one set per database (the simulators keep their ledger
// there). A real wholesaler's client would be chosen here per channel, behind the same interface.
// Every call goes through our own time limit (SUPPLIER_CALL_TIMEOUT_MS): past it, SupplierTimeout.
import { CHANNEL_CODES, type ChannelCode } from '@stay/shared/constants/channels';
import type { Database } from '../../db/database';
import { seededRandom, simulatorConfig, type SimulatorConfig } from './adapters/profiles';
import { channelSeed, simulatedSupplier, type SimulatedSupplier } from './adapters/simulator';
import { withTimeout, type Supplier } from './supplier';

interface Registry {
  config: SimulatorConfig;
  simulators: Map<ChannelCode, SimulatedSupplier>;
  timed: Map<ChannelCode, Supplier>;
}

const registries = new WeakMap<Database, Registry>();

const isChannel = (code: string): code is ChannelCode => (CHANNEL_CODES as readonly string[]).includes(code);

function registry(database: Database, clock: () => Date): Registry {
  let found = registries.get(database);
  if (!found) {
    const config = simulatorConfig();
    const simulators = new Map<ChannelCode, SimulatedSupplier>();
    const timed = new Map<ChannelCode, Supplier>();
    for (const code of CHANNEL_CODES) {
      const sim = simulatedSupplier(code, database.orm, clock, config.profiles[code], seededRandom(channelSeed(config.seed, code)));
      simulators.set(code, sim);
      const limit = <T>(work: Promise<T>, operation: string) => withTimeout(work, config.callTimeoutMs, code, operation);
      timed.set(code, {
        channelCode: code,
        shop: (stay, condition) => limit(sim.shop(stay, condition), 'shop'),
        priceCheck: (rateKey, condition) => limit(sim.priceCheck(rateKey, condition), 'priceCheck'),
        book: (request) => limit(sim.book(request), 'book'),
        retrieve: (orderNum) => limit(sim.retrieve(orderNum), 'retrieve'),
        cancel: (orderNum) => limit(sim.cancel(orderNum), 'cancel'),
      });
    }
    found = { config, simulators, timed };
    registries.set(database, found);
  }
  return found;
}

/** The supplier of a channel code (case-insensitive); null for a code no supplier serves. */
export function supplierFor(database: Database, clock: () => Date, channelCode: string): Supplier | null {
  const code = channelCode.toLowerCase();
  return isChannel(code) ? (registry(database, clock).timed.get(code) ?? null) : null;
}

/** The simulator behind a channel (tests force outcomes on it; an operator tool could too). */
export function simulatorFor(database: Database, clock: () => Date, channelCode: ChannelCode): SimulatedSupplier {
  return registry(database, clock).simulators.get(channelCode)!;
}
