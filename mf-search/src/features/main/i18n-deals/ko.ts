// Namespace 'search-deals' (the main page's deals section, loaded with it), Korean. en.ts and ja.ts follow this shape.
export const ko = {
  deals: '타임딜 · 특가',
  dealsLead: '어썸스테이에서만 만나는 한정 특가',
  dealOpen: '진행 중',
  dealSoon: '오픈 예정',
  dealOff: '{{rate}}% 할인',
  dealUntil: '{{date}}까지',
  dealFrom: '{{date}} 오픈',
};

export type DealsStrings = typeof ko;
