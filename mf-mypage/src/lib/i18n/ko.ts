// Namespace 'mypage' (strings several features share, the not-found page), Korean. en.ts and ja.ts follow this shape.
export const ko = {
  // What a page shows while its data loads or when it cannot.
  loading: '불러오는 중입니다.',
  retry: '다시 시도',
  loginNeeded: '로그인이 필요합니다. 로그인 페이지로 이동합니다.',
  failed: '불러오지 못했습니다.',
  // A cancellation's money lines (components/money-lines.tsx): each route, the totals, when a refund comes back.
  money: {
    paidTotal: '합계',
    refundTotal: '총 환불 금액',
    when: { IMMEDIATE: '취소 즉시 반환', BY_DATE: '{{date}}까지 환불 (영업일 기준 최대 3일)' },
    route: { PAYMENT: '{{method}}', ADD_PAY: '추가 결제 ({{method}})', AWESOME_CASH: '어썸캐시', WELFARE_POINTS: '복지포인트', COUPON: '쿠폰 할인' },
    // The refunds ledger on the booking detail (LedgerLines): a heading per cancellation, when each route landed.
    ledger: {
      scope: { WHOLE: '예약 전체 취소 · {{date}}', ROOM: '객실 1개 취소 · {{date}}', NIGHTS: '마지막 숙박일 취소 · {{date}}' },
      when: {
        IMMEDIATE: '취소와 함께 바로 반환됨',
        DUE: '{{date}}까지 환불 예정 (영업일 기준 최대 3일)',
        LANDED: '{{date}}까지 환불됨',
        UNKNOWN: '환불 시점은 카드사·결제 수단에 따라 다릅니다',
        COUPON: '쿠폰함으로 반환됨 · 현금 환불 아님',
      },
      coupon: '쿠폰 반환',
      couponAmount: '{{amount}} 쿠폰',
      total: '총 환불 금액',
      couponNote: '돌려받은 쿠폰은 현금이 아니므로 총 환불 금액에 포함되지 않습니다.',
    },
  },
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    lead: '주소를 다시 확인해 주세요.',
  },
  // Each section's title and lead.
  home: {
    title: '마이페이지',
    lead: '예약, 쿠폰, 포인트를 한곳에서 관리하세요.',
  },
  user: {
    title: '회원 정보',
    lead: '이름, 연락처, 비밀번호를 관리합니다.',
  },
  books: {
    title: '예약 내역',
    lead: '다가오는 예약과 지난 예약을 확인하세요.',
  },
  wishes: {
    title: '위시리스트',
    lead: '찜한 숙소를 모아 봅니다.',
  },
  coupon: {
    title: '쿠폰',
    lead: '사용할 수 있는 쿠폰을 확인하세요.',
  },
  cash: {
    title: '어썸캐시',
    lead: '적립된 포인트와 내역을 확인하세요.',
  },
};

export type MypageStrings = typeof ko;
