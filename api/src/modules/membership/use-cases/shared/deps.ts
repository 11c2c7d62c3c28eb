// What every member-facing use case is given: the database, the card gateway, the clock and the
// message transport its notices are written through (the app's, in the change's transaction).
import type { Db } from '../../../../db/database';
import type { MessageTransport } from '../../../messages';
import type { MembershipGateway } from '../gateway';

export interface MembershipDeps {
  db: Db;
  gateway: MembershipGateway;
  clock: () => Date;
  transport: MessageTransport;
  /** The member's key at the gateway: opaque and stable (payment module's tossCustomerKey). */
  customerKeyOf: (userIdx: number) => string;
}

export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
