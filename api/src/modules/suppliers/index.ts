// External channels (DESIGN §3, SPEC §3 channel table): the supplier interface, the simulated
// suppliers, our record of each supplier booking, and the cancellation seam. README.md beside this.
export * from './supplier';
export { supplierFor, simulatorFor } from './registry';
export { simulatorConfig, type SupplierProfile, type SimulatorConfig } from './adapters/profiles';
export type { ForcedBook, ForcedPriceCheck, SimulatedSupplier } from './adapters/simulator';
export { supplierBookingStore, type Lease, type SupplierBookingStore } from './store';
export { cancelSupplierBooking, type SupplierCancelOutcome } from './use-cases/cancel';
