// What the staff module answers the others: a member's roles, and whether they hold one.
import type { Tx } from '../../../db/database';
import { normaliseRoles, type StaffRole } from '../rules/roles';
import { staffRoleStore } from '../store/roles';

/** The member's staff roles in their fixed order (none for a plain member). */
export const staffRolesOf = async (db: Tx, userIdx: number): Promise<StaffRole[]> => normaliseRoles(await staffRoleStore(db).rolesOf(userIdx));

export const holdsRole = (db: Tx, userIdx: number, role: StaffRole): Promise<boolean> => staffRoleStore(db).holds(userIdx, role);

/** The member with this e-mail if they hold the role, else null. */
export const roleHolderByEmail = (db: Tx, email: string, role: StaffRole): Promise<number | null> => staffRoleStore(db).holderByEmail(email, role);
