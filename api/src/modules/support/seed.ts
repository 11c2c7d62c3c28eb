// The customer centre's seed: policy versions (always), and the demo staff account who
// answers inquiries and chat (the agent role only; demo data: a published password), with one
// answered inquiry for silver@.
import { and, count, eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { hashPassword } from '../../lib/passwords';
import { policyVersions, inquiries } from '../../db/schema/support';
import { staffRoles } from '../../db/schema/staff';
import { users } from '../../db/schema/users';
import { DEMO_PASSWORD } from '../auth';
import { staffRoleStore } from '../staff';
import type { Seeder } from '../../db/seed/types';
import { POLICIES } from './rules/policy-data';
import { replyDueAt } from './rules/reply-deadline';

export const STAFF_EMAIL = 'staff@awesomestay.kr';

export const policiesSeeder: Seeder = {
  name: 'support-policies',
  async isSeeded({ orm }) {
    const [row] = await orm.select({ n: count() }).from(policyVersions);
    return Number(row?.n ?? 0) >= POLICIES.length;
  },
  async run({ orm }) {
    await orm
      .insert(policyVersions)
      .values(POLICIES.map((p) => ({ kind: p.kind, version: p.version, effectiveDate: p.effectiveDate, titleKo: p.title[0], titleEn: p.title[1], titleJa: p.title[2], bodyKo: p.body[0], bodyEn: p.body[1], bodyJa: p.body[2] })))
      .onConflictDoNothing();
  },
};

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
