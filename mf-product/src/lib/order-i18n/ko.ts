// Namespace 'product-order' (what the booking, payment result and voucher pages share), Korean. en.ts and ja.ts follow this shape.
export const ko = {
  loading: '불러오는 중입니다.',
  retry: '다시 시도',
  loginNeeded: '로그인이 필요합니다. 로그인 페이지로 이동합니다.',
  status: {
    upcoming: '이용 예정', confirm: '예약 완료', past: '지난 예약', cancel: '취소 완료', cancelRequest: '취소 요청', cancelWait: '취소 대기', unknown: '확인 중',
    desc: {
      upcoming: '체크인 당일 또는 확정 대기', addPay: '추가 결제 대기', confirmWait: '예약 확정 대기', confirm: '후기를 작성하고 공유해 보세요',
      review: '후기를 남겨 주세요', noshow: 'NOSHOW', cancel: '환불 시점은 카드사 또는 결제 수단에 따라 다릅니다', noDate: '숙박일 미지정',
      today: '체크인 당일', dday_one: '체크인 D-{{count}}', dday_other: '체크인 D-{{count}}', shareReview: '후기를 공유해 주세요', none: '',
    },
  },
  amounts: {
    title: '결제 금액', room: '객실 요금', member: '회원 할인', deal: '이벤트 특가 할인', coupon: '쿠폰 할인', points: '포인트 사용', welfare: '복지 포인트 사용', taxes: '세금 및 봉사료', included: '포함',
    total: '총 결제 금액', paid: '결제 금액', refund: '환불 금액', cashback: '캐시백 예정',
  },
  cancel: { free: '{{date}}까지 무료 취소', none: '취소(환불) 불가', error: '상품의 취소 규정을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.' },
  guests: { adults_one: '성인 {{count}}명', adults_other: '성인 {{count}}명', children_one: '아동 {{count}}명', children_other: '아동 {{count}}명', rooms_one: '객실 {{count}}개', rooms_other: '객실 {{count}}개' },
};

export type OrderStrings = typeof ko;
