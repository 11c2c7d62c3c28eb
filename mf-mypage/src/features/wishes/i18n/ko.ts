// Namespace 'mypage-wishes' (the wishlist), Korean. en.ts and ja.ts follow this shape.
export const ko = {
  title: '위시리스트', empty: '찜한 숙소가 없습니다.', remove: '위시리스트에서 삭제', removed: '{{name}}을(를) 위시리스트에서 삭제했습니다.', undo: '되돌리기', restored: '{{name}}을(를) 다시 담았습니다.', stars: '{{count}}성급',
  dates: '{{from}} ~ {{to}} 1박, 성인 2명 기준 오늘의 가격', price: '1박 {{amount}}', soldOut: '매진 (최저가 {{amount}})', noPrice: '해당 날짜에 판매 중인 객실이 없습니다.',
};

export type WishesStrings = typeof ko;
