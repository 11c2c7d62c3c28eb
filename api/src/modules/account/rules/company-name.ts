// A company's name as a member reads it. Pure.
//
// Rule: a company keeps the name it registered, but a reader in English or Japanese reads its
// registered Latin name where it has one (the name the corporation check already shows), so a
// Japanese sentence is not built around a Hangul name. Without one, the registered name it is.
import type { Locale } from '../../../lib/locale';

export function companyNameIn(company: { corpName: string; corpNameEn: string | null }, locale: Locale): string {
  return locale !== 'ko' && company.corpNameEn?.trim() ? company.corpNameEn : company.corpName;
}
