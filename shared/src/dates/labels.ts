// Words for stay length and remaining time, per display locale. Kept here (not in i18n) so the
// date helpers stay framework-free and usable by the API server. Date display also supports zh
// (SPEC §1).
import type { Locale } from '../mf/contract';

export type DisplayLocale = Locale | 'zh';

interface DateWords {
  stay(nights: number, days: number): string;
  remaining(days: number, hours: number, minutes: number): string;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const DATE_WORDS: Record<DisplayLocale, DateWords> = {
  ko: {
    stay: (n, d) => `${n}박 ${d}일`,
    remaining: (d, h, m) => `${d}일 ${h}시간 ${m}분`,
  },
  en: {
    stay: (n, d) => `${plural(n, 'night', 'nights')}, ${plural(d, 'day', 'days')}`,
    remaining: (d, h, m) => `${plural(d, 'day', 'days')} ${plural(h, 'hour', 'hours')} ${plural(m, 'minute', 'minutes')}`,
  },
  ja: {
    stay: (n, d) => `${n}泊${d}日`,
    remaining: (d, h, m) => `${d}日${h}時間${m}分`,
  },
  zh: {
    stay: (n, d) => `${n}晚${d}天`,
    remaining: (d, h, m) => `${d}天${h}小时${m}分钟`,
  },
};
