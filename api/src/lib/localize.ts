// Names in the request's language (accept-language: ko | en | ja; ko by default).
import type { Locale } from './locale';

export interface Localized {
  ko: string;
  en: string;
  ja: string;
}

/** The name in `locale`, falling back to Korean when that one is empty. */
export const pick = (names: Localized, locale: Locale): string => names[locale] || names.ko;

/** Row columns `<prefix>Ko/En/Ja` as one object. */
export function namesOf<R extends Record<string, unknown>>(row: R, prefix: string): Localized {
  const get = (suffix: string) => String(row[`${prefix}${suffix}`] ?? '');
  return { ko: get('Ko'), en: get('En'), ja: get('Ja') };
}

/** "Gangnam, Seoul" / "서울 강남" / "ソウル 江南": a place inside its parent. */
export function placeName(place: Localized, parent: Localized | null, locale: Locale): string {
  if (!parent) return pick(place, locale);
  return locale === 'en' ? `${pick(place, 'en')}, ${pick(parent, 'en')}` : `${pick(parent, locale)} ${pick(place, locale)}`;
}

/** 'yyyy-MM-dd HH:mm:ss' in Korean time (SPEC §5 Dates' second format). */
export function koreanDateTime(date: Date): string {
  return new Date(date.getTime() + 9 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}
