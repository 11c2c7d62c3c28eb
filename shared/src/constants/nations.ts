// SPEC §9 nation codes and the default destination (SPEC §9 "Default search": Seoul, Korea).

export const NATION_CODES = ['KR', 'JP', 'VN', 'GU', 'TH'] as const;
export type NationCode = (typeof NATION_CODES)[number];

export const SEOUL_NATION_CODE: NationCode = 'KR';
/** Seoul's city code in our catalogue (IATA metropolitan code). */
export const SEOUL_CITY_CODE = 'SEL';
/** i18n key (namespace 'common') of the default destination's name. */
export const SEOUL_NAME_KEY = 'destination.seoul';
