// Seeds the account side: companies and their codes, the demo members of every grade
// and type, their points history, and the Silver / Gold subscriptions.
import { eq, inArray } from 'drizzle-orm';
import { DateTime } from 'luxon';
import { hashPassword } from '../../../lib/passwords';
import { koreanYear, lastUsableDay } from '../../points';
import { pointsRepository } from '../../points';
import { benefitUsers, companies, companyCodes } from '../../../db/schema/corporate';
import { PLANS, membershipCharges, sandboxBillingKeys, subscriptionEvents, subscriptions } from '../../../db/schema/memberships';
import { users } from '../../../db/schema/users';
import { DEMO_ACCOUNTS, DEMO_COMPANIES, DEMO_PASSWORD } from '../../auth';
import type { Seeder } from '../../../db/seed/types';

const daysBefore = (today: Date, days: number) => DateTime.fromJSDate(today).minus({ days }).plus({ hours: 10 }).toJSDate();

export const accountsSeeder: Seeder = {
  name: 'accounts',
  demo: true,

  async isSeeded({ orm }) {
    const emails = DEMO_ACCOUNTS.map((a) => a.email);
    const rows = await orm.select({ idx: users.idx }).from(users).where(inArray(users.email, emails));
    return rows.length === emails.length;
  },

  async run(ctx) {
    const { orm, today } = ctx;
    const pwdHash = await hashPassword(DEMO_PASSWORD);
    await orm.transaction(async (tx) => {
      const companyOf = new Map<string, number>();
      for (const company of DEMO_COMPANIES) {
        const [code] = await tx.select().from(companyCodes).where(eq(companyCodes.code, company.codes[0])).limit(1);
        let companyIdx = code?.companyIdx;
        if (companyIdx === undefined) {
          const [row] = await tx.insert(companies).values({ name: company.name, nameEn: company.nameEn }).returning({ idx: companies.idx });
          companyIdx = row!.idx;
          await tx.insert(companyCodes).values([
            ...company.codes.map((c) => ({ code: c, companyIdx: companyIdx!, active: true })),
            ...company.inactiveCodes.map((c) => ({ code: c, companyIdx: companyIdx!, active: false })),
          ]);
        }
        for (const c of company.codes) companyOf.set(c, companyIdx);
      }

      const points = pointsRepository(tx);
      for (const account of DEMO_ACCOUNTS) {
        const [existing] = await tx.select({ idx: users.idx }).from(users).where(eq(users.email, account.email)).limit(1);
        if (existing) continue;
        const joined = daysBefore(today, 365);
        const [user] = await tx
          .insert(users)
          .values({
            email: account.email,
            pwdHash,
            name: account.name,
            phone: account.phone,
            type: account.company ? 'C' : 'N',
            emailVerifiedAt: joined,
            phoneVerifiedAt: joined,
            userMeta: { termsAgree: true, privacyAgree: true, ageOver14: true, marketingAgree: account.key !== 'bronze', locale: 'ko' },
            createdAt: joined,
            updatedAt: joined,
          })
          .returning({ idx: users.idx });
        const userIdx = user!.idx;

        if (account.company) {
          await tx.insert(benefitUsers).values({
            userIdx,
            companyIdx: companyOf.get(account.company.code)!,
            corpCode: account.company.code,
            deptName: account.company.deptName,
            userName: account.name,
            createdAt: joined,
          });
        }

        if (account.plan) {
          const plan = PLANS[account.plan];
          const startedAt = daysBefore(today, account.planStartedDaysAgo ?? 0);
          const periodEnd = DateTime.fromJSDate(startedAt).plus({ months: plan.months }).toJSDate();
          // A working sandbox test card (the sandbox gateway's 'OK' card), so the demo members renew
          // instead of going past due. The subscription keeps the customer key the card was issued under.
          const card = { billingKey: `bk_seed_${account.key}_${userIdx}`, customerKey: `c_seed_${account.key}_${userIdx}`, cardMasked: '4330-****-****-1111', cardExpiresAt: DateTime.fromJSDate(today).plus({ years: 5 }).toJSDate() };
          await tx.insert(sandboxBillingKeys).values({
            billingKey: card.billingKey,
            customerKey: card.customerKey,
            authKey: `auth_seed_${account.key}_${userIdx}`,
            cardMasked: card.cardMasked,
            behaviour: 'OK',
            expiresAt: card.cardExpiresAt,
            issued: 1,
            createdAt: startedAt,
          });
          const [sub] = await tx
            .insert(subscriptions)
            .values({
              userIdx,
              plan: account.plan,
              status: 'ACTIVE',
              price: plan.price,
              originalPrice: plan.originalPrice,
              startedAt,
              currentPeriodStart: startedAt,
              currentPeriodEnd: periodEnd,
              nextBillingAt: periodEnd,
              billingKey: card.billingKey,
              customerKey: card.customerKey,
              cardMasked: card.cardMasked,
              cardExpiresAt: card.cardExpiresAt,
              createdAt: startedAt,
            })
            .returning({ idx: subscriptions.idx });
          await tx.insert(subscriptionEvents).values({ subscriptionIdx: sub!.idx, userIdx, eventType: 'USE', amount: plan.price, createdAt: startedAt });
          // The joining payment in the billing history (settled in the seed; no gateway row behind it).
          await tx.insert(membershipCharges).values({
            subscriptionIdx: sub!.idx, userIdx, kind: 'FIRST', plan: account.plan, periodStart: startedAt, periodEnd, amount: plan.price,
            status: 'PAID', idempotencyKey: `mbr-seed-${sub!.idx}`, paymentKey: `seed_${account.key}_${sub!.idx}`, cardMasked: card.cardMasked, createdAt: startedAt, settledAt: startedAt,
          });
        }

        // Oldest first, so each row's running balance is right.
        for (const p of [...account.points].sort((a, b) => b.daysAgo - a.daysAgo)) {
          const at = daysBefore(today, p.daysAgo);
          // Welfare points of a year expire on 31 December (points/rules/welfare.ts).
          const expiresAt = p.pointType === 'USER_POINT' && p.actionType === 'SAVE' ? lastUsableDay(koreanYear(at)) : undefined;
          await points.add({ userIdx, pointType: p.pointType, actionType: p.actionType, amount: p.amount, reason: p.reason, title: p.title, orderNum: p.orderNum, expiresAt }, at, tx);
        }
      }
    });
    ctx.log(`accounts: ${DEMO_ACCOUNTS.length} demo members, ${DEMO_COMPANIES.length} companies`);
  },
};
