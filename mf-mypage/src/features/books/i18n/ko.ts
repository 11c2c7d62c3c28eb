// Namespace 'mypage-books' (booking list and detail strings), Korean. en.ts and ja.ts follow this shape.
export const ko = {
  title: '예약 내역',
  loading: '불러오는 중입니다.',
  retry: '다시 시도',
  failed: '예약 내역을 불러오지 못했습니다.',
  loginNeeded: '로그인이 필요합니다. 로그인 페이지로 이동합니다.',
  tabs: { label: '예약 상태', pending: '예정된 예약', complete: '지난 예약', cancel: '취소된 예약' },
  empty: { pending: '예정된 예약이 없습니다.', complete: '지난 예약이 없습니다.', cancel: '취소된 예약이 없습니다.' },
  more: '더 보기',
  end: '모든 예약을 보았습니다.',
  row: {
    nights_one: '{{count}}박', nights_other: '{{count}}박', rooms_one: '객실 {{count}}개', rooms_other: '객실 {{count}}개',
    open: '예약 상세', review: '후기 쓰기', myReview: '내 후기', cancel: '예약 취소', chooseDate: '숙박일 선택', voucher: '바우처', noDate: '숙박일 미지정', window: '{{from}} ~ {{to}} 중 선택',
    orderNum: '예약번호 {{orderNum}}',
    ownChannel: '어썸스테이 직접 예약', partnerChannel: '제휴 채널 예약',
    remove: '목록에서 삭제', removeConfirm: '이 예약을 목록에서 삭제할까요? 예약 기록은 그대로 보관됩니다.', removed: '예약을 목록에서 삭제했습니다.',
  },
  status: {
    upcoming: '이용 예정', confirm: '예약 완료', past: '지난 예약', cancel: '취소 완료', cancelRequest: '취소 요청', cancelWait: '취소 대기', unknown: '확인 중',
    desc: {
      upcoming: '체크인 당일 또는 확정 대기', addPay: '추가 결제 대기', confirmWait: '예약 확정 대기', confirm: '후기를 작성하고 공유해 보세요',
      review: '후기를 남겨 주세요', noshow: 'NOSHOW', cancel: '환불 시점은 카드사 또는 결제 수단에 따라 다릅니다', noDate: '숙박일 미지정',
      today: '체크인 당일', dday_one: '체크인 D-{{count}}', dday_other: '체크인 D-{{count}}', shareReview: '후기를 공유해 주세요', none: '',
      reviewUntil: '{{date}}까지 후기를 남길 수 있습니다', reviewed: '후기를 남겨 주셔서 감사합니다', stayed: '이용이 끝난 예약입니다',
    },
  },
  cancelText: { free: '{{date}}까지 무료 취소', none: '취소(환불) 불가' },
  detail: {
    title: '예약 상세', back: '예약 내역으로', notFound: '예약을 찾을 수 없습니다.', notFoundLead: '예약번호를 다시 확인해 주세요.',
    stay: '숙소', room: '객실', rateplan: '요금제', meal: '식사', checkin: '체크인', checkout: '체크아웃', guests: '인원', orderNum: '예약번호', confirmNum: '확정번호',
    guest: '예약자 정보', guestName: '이름', guestTel: '연락처', guestEmail: '이메일',
    cancelRule: '취소 규정', refunds: '환불 내역', payment: '결제 정보', payMethod: '결제 수단', paidBy: '결제 수단별 금액', payDate: '결제일',
    original: '객실 요금', discount: '할인', coupon: '쿠폰 할인', awesomeCash: '어썸캐시 사용', welfare: '복지포인트 사용', total: '카드·간편결제 금액', cashback: '적립 예정 캐시백',
    addPays: '추가 결제', addPaid: '결제 완료', addUnpaid: '결제 필요', voucher: '바우처 보기', ask: '이 예약 문의하기', cancel: '예약 취소', cancelRoom: '객실 1개 취소', cancelNights: '마지막 숙박일 취소', partCancelled: '일부 취소된 예약입니다. 남은 예약의 금액입니다.', review: '후기 쓰기', myReview: '내 후기',
    roomsCancelled_one: '객실 {{count}}개가 취소되었습니다. 위 인원은 남은 객실에 묵는 인원입니다.', roomsCancelled_other: '객실 {{count}}개가 취소되었습니다. 위 인원은 남은 객실에 묵는 인원입니다.',
    adults_one: '성인 {{count}}명', adults_other: '성인 {{count}}명', children_one: '아동 {{count}}명', children_other: '아동 {{count}}명',
  },
};

export type BooksStrings = typeof ko;
