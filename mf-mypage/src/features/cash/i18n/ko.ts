// Namespace 'mypage-cash' (awesome cash), Korean. en.ts and ja.ts follow this shape.
export const ko = {
  title: '어썸캐시', balance: '사용 가능한 어썸캐시', history: '적립·사용 내역', empty: '내역이 없습니다.', more: '더 보기', booking: '예약 {{orderNum}}', expires: '{{date}} 소멸 예정',
  action: { SAVE: '적립', USE: '사용', CANCEL: '환불', EXPIRE: '소멸' },
};

export type CashStrings = typeof ko;
