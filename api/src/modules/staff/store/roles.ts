// Who holds which staff role (staff_roles): the only SQL about staff roles.
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/database';
import { staffRoles, type StaffRole } from '../../../db/schema/staff';
import { users } from '../../../db/schema/users';

export const staffRoleStore = (db: Tx) => ({
  async rolesOf(userIdx: number): Promise<StaffRole[]> {
    const rows = await db.select({ role: staffRoles.role }).from(staffRoles).where(eq(staffRoles.userIdx, userIdx));
    return rows.map((r) => r.role);
  },

  async holds(userIdx: number, role: StaffRole): Promise<boolean> {
    const [row] = await db
      .select({ u: staffRoles.userIdx })
      .from(staffRoles)
      .where(and(eq(staffRoles.userIdx, userIdx), eq(staffRoles.role, role)))
      .limit(1);
    return Boolean(row);
  },

  /** The member with this e-mail if they hold the role (the command line names its operator so). */
  async holderByEmail(email: string, role: StaffRole): Promise<number | null> {
    const [row] = await db
      .select({ idx: users.idx })
      .from(users)
      .innerJoin(staffRoles, and(eq(staffRoles.userIdx, users.idx), eq(staffRoles.role, role)))
      .where(eq(users.email, email))
      .limit(1);
    return row?.idx ?? null;
  },

  async grant(userIdx: number, role: StaffRole, grantedBy: number | null = null): Promise<void> {
    await db.insert(staffRoles).values({ userIdx, role, grantedBy }).onConflictDoNothing();
  },
});

export type StaffRoleStore = ReturnType<typeof staffRoleStore>;
