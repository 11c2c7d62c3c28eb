// The member as GET /users shows it (SPEC §3 User info: name, email, type, grade, corpName ...).
import type { FastifyInstance } from 'fastify';
import { PLANS } from '../../../db/schema/memberships';
import { AppError } from '../../../lib/app-error';
import { marketingConsentOf } from '../rules/account';
import type { Locale } from '../../../lib/locale';
import { companyNameIn } from '../rules/company-name';
import { reposOf } from '../stores';

/** The company's name in `locale` (rules/company-name.ts). */
export async function memberProfile(app: FastifyInstance, userIdx: number, locale: Locale) {
  const { clock } = app;
  const repos = reposOf(app.database.orm);
  const user = await repos.users.findActive(userIdx);
  if (!user) throw new AppError('USER_NOT_FOUND');
  const now = clock();
  const [subscription, corp, providers] = await Promise.all([
    repos.memberships.current(userIdx, now),
    user.type === 'C' ? repos.corporate.benefitUserOf(userIdx) : undefined,
    repos.oauth.providersOf(userIdx),
  ]);
  const grade = subscription ? PLANS[subscription.plan].grade : 'Bronze';
  const corpName = corp ? companyNameIn(corp, locale) : null;
  return {
    idx: user.idx,
    name: user.name,
    email: user.email,
    type: user.type,
    grade,
    corpName,
    phone: user.phone,
    /** SPEC §3 derived flags, computed once here so every screen agrees. */
    isAwesome: user.type !== 'C' && grade !== 'Bronze',
    isCorporation: user.type === 'C',
    membership: subscription
      ? {
          grade,
          plan: subscription.plan,
          status: subscription.status,
          price: subscription.price,
          currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
          nextBillingAt: subscription.nextBillingAt?.toISOString() ?? null,
        }
      : null,
    corporate: corp ? { corpCode: corp.corpCode, corpName: corpName!, deptName: corp.deptName, userName: corp.userName } : null,
    internationalNumber: user.internationalNumber,
    internationalPhone: user.internationalPhone,
    userFirstName: user.userFirstName,
    userLastName: user.userLastName,
    /** Marketing consent (sign-up, PUT /users/marketing) and when the member said yes; null = no yes on record. */
    marketingAgree: user.userMeta.marketingAgree ?? false,
    marketingAgreedAt: user.userMeta.marketingAgree ? (user.userMeta.marketingAgreedAt ?? null) : null,
    /** What my page says of it: never given, given on a date, withdrawn on a date (rules/account.ts). */
    marketingConsent: marketingConsentOf(user.userMeta),
    loginMethods: [...(user.pwdHash ? ['email'] : []), ...providers],
    createdAt: user.createdAt.toISOString(),
  };
}

export type MemberProfile = Awaited<ReturnType<typeof memberProfile>>;
