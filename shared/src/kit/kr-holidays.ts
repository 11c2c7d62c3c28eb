// Korean public holidays (공휴일), as data: the calendar marks them (SPEC §2 calendar) and the customer
// centre is closed on them (SPEC §9 hours). Lunar holidays (Seollal, Buddha's Birthday, Chuseok) move
// every year, so this is a table, not a rule; substitute holidays (대체공휴일) are listed as days of
// their own. Extend the table each year from the government's announcement (관보, 인사혁신처).

export interface KrHoliday {
  /** yyyy-MM-dd, Korean calendar day. */
  date: string;
  /** Names in ko, en, ja. */
  name: readonly [string, string, string];
}

const h = (date: string, ko: string, en: string, ja: string): KrHoliday => ({ date, name: [ko, en, ja] });

const NEW_YEAR = ['신정', "New Year's Day", '元日'] as const;
const SEOLLAL = ['설날', 'Seollal (Lunar New Year)', 'ソルラル（旧正月）'] as const;
const INDEPENDENCE = ['삼일절', 'Independence Movement Day', '三一節'] as const;
const CHILDREN = ['어린이날', "Children's Day", 'こどもの日'] as const;
const BUDDHA = ['부처님 오신 날', "Buddha's Birthday", '釈迦誕生日'] as const;
const MEMORIAL = ['현충일', 'Memorial Day', '顕忠日'] as const;
const LIBERATION = ['광복절', 'Liberation Day', '光復節'] as const;
const CHUSEOK = ['추석', 'Chuseok', '秋夕'] as const;
const FOUNDATION = ['개천절', 'National Foundation Day', '開天節'] as const;
const HANGUL = ['한글날', 'Hangul Day', 'ハングルの日'] as const;
const CHRISTMAS = ['성탄절', 'Christmas Day', 'クリスマス'] as const;
const SUBSTITUTE = ['대체공휴일', 'Substitute holiday', '振替休日'] as const;
const ELECTION = ['선거일', 'Election day', '選挙日'] as const;

const day = (date: string, name: readonly [string, string, string]) => h(date, name[0], name[1], name[2]);

export const KR_HOLIDAYS: readonly KrHoliday[] = [
  // 2025
  day('2025-01-01', NEW_YEAR),
  day('2025-01-28', SEOLLAL),
  day('2025-01-29', SEOLLAL),
  day('2025-01-30', SEOLLAL),
  day('2025-03-01', INDEPENDENCE),
  day('2025-03-03', SUBSTITUTE),
  day('2025-05-05', CHILDREN),
  day('2025-05-06', SUBSTITUTE),
  day('2025-06-03', ELECTION),
  day('2025-06-06', MEMORIAL),
  day('2025-08-15', LIBERATION),
  day('2025-10-03', FOUNDATION),
  day('2025-10-05', CHUSEOK),
  day('2025-10-06', CHUSEOK),
  day('2025-10-07', CHUSEOK),
  day('2025-10-08', SUBSTITUTE),
  day('2025-10-09', HANGUL),
  day('2025-12-25', CHRISTMAS),
  // 2026
  day('2026-01-01', NEW_YEAR),
  day('2026-02-16', SEOLLAL),
  day('2026-02-17', SEOLLAL),
  day('2026-02-18', SEOLLAL),
  day('2026-03-01', INDEPENDENCE),
  day('2026-03-02', SUBSTITUTE),
  day('2026-05-05', CHILDREN),
  day('2026-05-24', BUDDHA),
  day('2026-05-25', SUBSTITUTE),
  day('2026-06-03', ELECTION),
  day('2026-06-06', MEMORIAL),
  day('2026-08-15', LIBERATION),
  day('2026-08-17', SUBSTITUTE),
  day('2026-09-24', CHUSEOK),
  day('2026-09-25', CHUSEOK),
  day('2026-09-26', CHUSEOK),
  day('2026-10-03', FOUNDATION),
  day('2026-10-05', SUBSTITUTE),
  day('2026-10-09', HANGUL),
  day('2026-12-25', CHRISTMAS),
  // 2027
  day('2027-01-01', NEW_YEAR),
  day('2027-02-06', SEOLLAL),
  day('2027-02-07', SEOLLAL),
  day('2027-02-08', SEOLLAL),
  day('2027-02-09', SUBSTITUTE),
  day('2027-03-01', INDEPENDENCE),
  day('2027-05-05', CHILDREN),
  day('2027-05-13', BUDDHA),
  day('2027-06-06', MEMORIAL),
  day('2027-08-15', LIBERATION),
  day('2027-08-16', SUBSTITUTE),
  day('2027-09-14', CHUSEOK),
  day('2027-09-15', CHUSEOK),
  day('2027-09-16', CHUSEOK),
  day('2027-10-03', FOUNDATION),
  day('2027-10-04', SUBSTITUTE),
  day('2027-10-09', HANGUL),
  day('2027-10-11', SUBSTITUTE),
  day('2027-12-25', CHRISTMAS),
  day('2027-12-27', SUBSTITUTE),
];

const BY_DATE: ReadonlyMap<string, KrHoliday> = new Map(KR_HOLIDAYS.map((x) => [x.date, x]));

/** The holiday on a Korean calendar day (yyyy-MM-dd), if any. */
export function krHoliday(date: string): KrHoliday | undefined {
  return BY_DATE.get(date);
}

export function isKrHoliday(date: string): boolean {
  return BY_DATE.has(date);
}

/** The first and last year the table covers; callers outside it treat every day as a working day. */
export const KR_HOLIDAY_YEARS = { from: 2025, to: 2027 } as const;
