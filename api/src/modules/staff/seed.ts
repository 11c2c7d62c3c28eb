// The demo's pricing admin (demo data: a published password): schedules membership prices and
// does nothing else. The customer centre's demo agent is seeded by the support module.
import { and, eq } from 'drizzle-orm';
import { staffRoles } from '../../db/schema/staff';
import { users } from '../../db/schema/users';
import type { Seeder } from '../../db/seed/types';
import { hashPassword } from '../../lib/passwords';
import { DEMO_PASSWORD } from '../auth';
import { staffRoleStore } from './store/roles';

export const PRICING_EMAIL = 'pricing@awesomestay.kr';

export const pricingAdminSeeder: Seeder = {
  name: 'staff-pricing-admin',
  demo: true,
  async isSeeded({ orm }) {
    const [row] = await orm
      .select({ idx: users.idx })
      .from(users)
      .innerJoin(staffRoles, and(eq(staffRoles.userIdx, users.idx), eq(staffRoles.role, 'pricing')))
      .where(eq(users.email, PRICING_EMAIL))
      .limit(1);
    return Boolean(row);
  },
  async run({ orm, today }) {
    const pwdHash = await hashPassword(DEMO_PASSWORD);
    await orm.transaction(async (tx) => {
      let [admin] = await tx.select({ idx: users.idx }).from(users).where(eq(users.email, PRICING_EMAIL)).limit(1);
      if (!admin) {
        [admin] = await tx
          .insert(users)
          .values({ email: PRICING_EMAIL, pwdHash, name: '가격관리자', phone: '01099990001', type: 'N', emailVerifiedAt: today, userMeta: { termsAgree: true, privacyAgree: true, ageOver14: true, locale: 'ko' } })
          .returning({ idx: users.idx });
      }
      await staffRoleStore(tx).grant(admin!.idx, 'pricing');
    });
  },
};
