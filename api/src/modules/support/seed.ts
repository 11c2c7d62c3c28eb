// The customer centre's seed: policy versions (always; the versions a database is missing), and
// the demo staff account who answers inquiries and chat (the agent role only; demo data: a
// published password), with one answered inquiry for silver@.
import { and, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { hashPassword } from '../../lib/passwords';
import { policyVersions, inquiries } from '../../db/schema/support';
import { staffRoles } from '../../db/schema/staff';
import { users } from '../../db/schema/users';
import { DEMO_PASSWORD } from '../auth';
import { staffRoleStore } from '../staff';
import type { SeedContext, Seeder } from '../../db/seed/types';
import { POLICIES, type PolicySeed } from './rules/policy-data';
import { replyDueAt } from './rules/reply-deadline';

export const STAFF_EMAIL = 'staff@awesomestay.kr';

/**
 * The policy versions a database is missing, by (kind, version): a database seeded before a new
 * version was written gets that version on its next start, and its earlier versions stay as they
 * were (a published version is never rewritten: a change is a new version).
 */
export function policiesSeederOf(policies: readonly PolicySeed[]): Seeder {
  const missing = async (orm: SeedContext['orm']) => {
    const have = new Set((await orm.select({ kind: policyVersions.kind, version: policyVersions.version }).from(policyVersions)).map((r) => `${r.kind}/${r.version}`));
    return policies.filter((p) => !have.has(`${p.kind}/${p.version}`));
  };
  return {
    name: 'support-policies',
    async isSeeded({ orm }) {
      return (await missing(orm)).length === 0;
    },
    async run({ orm, log }) {
      const add = await missing(orm);
      if (add.length === 0) return;
      await orm
        .insert(policyVersions)
        .values(add.map((p) => ({ kind: p.kind, version: p.version, effectiveDate: p.effectiveDate, titleKo: p.title[0], titleEn: p.title[1], titleJa: p.title[2], bodyKo: p.body[0], bodyEn: p.body[1], bodyJa: p.body[2] })))
        .onConflictDoNothing();
      log(`seed support-policies: added ${add.map((p) => `${p.kind} ${p.version}`).join(', ')}`);
    },
  };
}

export const policiesSeeder: Seeder = policiesSeederOf(POLICIES);

export const supportStaffSeeder: Seeder = {
  name: 'support-staff',
  demo: true,
  async isSeeded({ orm }) {
    const [row] = await orm
      .select({ idx: staffRoles.userIdx })
      .from(staffRoles)
      .innerJoin(users, eq(users.idx, staffRoles.userIdx))
      .where(and(eq(users.email, STAFF_EMAIL), eq(staffRoles.role, 'agent')))
      .limit(1);
    return Boolean(row);
  },
  async run({ orm, today }) {
    const pwdHash = await hashPassword(DEMO_PASSWORD);
    await orm.transaction(async (tx) => {
      let [staff] = await tx.select({ idx: users.idx }).from(users).where(eq(users.email, STAFF_EMAIL)).limit(1);
      if (!staff) {
        [staff] = await tx
          .insert(users)
          .values({ email: STAFF_EMAIL, pwdHash, name: '상담원', phone: '01099990000', type: 'N', emailVerifiedAt: today, userMeta: { termsAgree: true, privacyAgree: true, ageOver14: true, locale: 'ko' } })
          .returning({ idx: users.idx });
      }
      await staffRoleStore(tx).grant(staff!.idx, 'agent');

      // One answered question, so silver@'s history shows what an answer looks like.
      const [silver] = await tx.select({ idx: users.idx }).from(users).where(inArray(users.email, ['silver@awesomestay.kr'])).limit(1);
      if (!silver) return;
      const sentAt = DateTime.fromJSDate(today, { zone: 'Asia/Seoul' }).minus({ days: 6 }).set({ hour: 11 }).toJSDate();
      const dueAt = replyDueAt(sentAt);
      await tx.insert(inquiries).values({
        userIdx: silver.idx,
        type: 'MEMBER',
        title: '멤버십 갱신일 문의',
        content: '실버 멤버십 다음 결제일이 언제인지 알고 싶습니다.',
        status: 'COMPLETE',
        createdAt: sentAt,
        dueAt,
        answer: '안녕하세요, 어썸스테이입니다. 다음 결제일은 멤버십 관리 화면에서 확인하실 수 있습니다. 감사합니다.',
        answeredAt: DateTime.fromJSDate(sentAt).plus({ minutes: 40 }).toJSDate(),
        answeredBy: staff!.idx,
      });
    });
  },
};
