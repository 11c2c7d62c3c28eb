// The account module's SQL, one set per database: the member's data across modules, for the export
// and withdrawal (member-data.ts says why it lives in one place).
import { perDatabase } from '../../../db/per-database';
import { memberDataRepository } from './member-data';

export const accountStore = perDatabase((db) => ({
  memberData: memberDataRepository(db),
}));

export type AccountStore = ReturnType<typeof accountStore>;
