import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/database';
import { benefitUsers, companies, companyCodes } from '../../../db/schema/corporate';
import { users } from '../../../db/schema/users';

export interface CompanyCode {
  code: string;
  companyIdx: number;
  corpName: string;
  corpNameEn: string | null;
}

export const corporateRepository = (db: Db) => ({
  /** An active, unexpired company code. */
  async findCode(code: string, now: Date, tx: Tx = db): Promise<CompanyCode | undefined> {
    const [row] = await tx
      .select({ code: companyCodes.code, companyIdx: companies.idx, corpName: companies.name, corpNameEn: companies.nameEn })
      .from(companyCodes)
      .innerJoin(companies, eq(companies.idx, companyCodes.companyIdx))
      .where(and(eq(companyCodes.code, code), eq(companyCodes.active, true), or(isNull(companyCodes.expiresAt), gt(companyCodes.expiresAt, now))))
      .limit(1);
    return row;
  },

  async benefitUserOf(userIdx: number, tx: Tx = db) {
    const [row] = await tx
      .select({ corpCode: benefitUsers.corpCode, deptName: benefitUsers.deptName, userName: benefitUsers.userName, corpName: companies.name, corpNameEn: companies.nameEn })
      .from(benefitUsers)
      .innerJoin(companies, eq(companies.idx, benefitUsers.companyIdx))
      .where(eq(benefitUsers.userIdx, userIdx))
      .limit(1);
    return row;
  },

  /** Registers the member with the company and makes them a corporate member (type C). */
  async register(input: { userIdx: number; code: CompanyCode; deptName: string; userName: string }, now: Date): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.insert(benefitUsers).values({
        userIdx: input.userIdx,
        companyIdx: input.code.companyIdx,
        corpCode: input.code.code,
        deptName: input.deptName,
        userName: input.userName,
        createdAt: now,
      });
      await tx.update(users).set({ type: 'C', updatedAt: now }).where(eq(users.idx, input.userIdx));
    });
  },
});

export type CorporateRepository = ReturnType<typeof corporateRepository>;
