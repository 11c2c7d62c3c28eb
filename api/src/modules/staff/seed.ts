// The demo's pricing admin, content editor and operator (demo data: a published password): each does its
// one role's work and nothing else. The customer centre's demo agent is seeded by the support module.
import { and, eq } from 'drizzle-orm';
import { staffRoles } from '../../db/schema/staff';
import { users } from '../../db/schema/users';
import type { Seeder } from '../../db/seed/types';
import type { StaffRole } from './rules/roles';
import { hashPassword } from '../../lib/passwords';
import { DEMO_PASSWORD } from '../auth';
import { staffRoleStore } from './store/roles';

export const PRICING_EMAIL = 'pricing@awesomestay.kr';
export const CONTENT_EMAIL = 'content@awesomestay.kr';
export const OPERATOR_EMAIL = 'operator@awesomestay.kr';

function demoStaffSeeder(name: string, email: string, role: StaffRole, person: { name: string; phone: string }): Seeder {
  return {
    name,
    demo: true,
    async isSeeded({ orm }) {
      const [row] = await orm
        .select({ idx: users.idx })
        .from(users)
        .innerJoin(staffRoles, and(eq(staffRoles.userIdx, users.idx), eq(staffRoles.role, role)))
        .where(eq(users.email, email))
        .limit(1);
      return Boolean(row);
    },
    async run({ orm, today }) {
      const pwdHash = await hashPassword(DEMO_PASSWORD);
      await orm.transaction(async (tx) => {
        let [member] = await tx.select({ idx: users.idx }).from(users).where(eq(users.email, email)).limit(1);
        if (!member) {
          [member] = await tx
            .insert(users)
            .values({ email, pwdHash, ...person, type: 'N', emailVerifiedAt: today, userMeta: { termsAgree: true, privacyAgree: true, ageOver14: true, locale: 'ko' } })
            .returning({ idx: users.idx });
        }
        await staffRoleStore(tx).grant(member!.idx, role);
      });
    },
  };
}

export const pricingAdminSeeder = demoStaffSeeder('staff-pricing-admin', PRICING_EMAIL, 'pricing', { name: '가격관리자', phone: '01099990001' });
export const contentEditorSeeder = demoStaffSeeder('staff-content-editor', CONTENT_EMAIL, 'content', { name: '콘텐츠담당', phone: '01099990002' });
export const operatorSeeder = demoStaffSeeder('staff-operator', OPERATOR_EMAIL, 'operator', { name: '운영담당', phone: '01099990003' });
