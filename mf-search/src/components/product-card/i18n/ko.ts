// Namespace 'search-card' (product cards of the main page and the results), Korean.
export const ko = {
  soldOut: '예약 마감',
  freeCancel: '무료 취소',
  stars: '{{count}}성급',
  noStars: '등급 없음',
  total_one: '{{count}}박 총액',
  total_other: '{{count}}박 총액',
  totalRooms_one: '객실 {{rooms}}개 · {{count}}박 총액',
  totalRooms_other: '객실 {{rooms}}개 · {{count}}박 총액',
  member: '어썸 회원가',
  memberOff: '{{percent}}% 할인',
  perNight: '1박 {{amount}}',
  lastKnown: '마지막 판매가',
  noPrice: '요금 정보가 없어요',
  opensInNewWindow: '새 창에서 열림',
  yourPrice: '내 회원가',
  nonMember: '비회원가',
};

export type CardStrings = typeof ko;
