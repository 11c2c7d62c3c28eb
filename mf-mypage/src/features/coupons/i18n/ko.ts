// Namespace 'mypage-coupons' (coupon list and code registration strings), Korean. en.ts and ja.ts follow this shape.
export const ko = {
  title: '쿠폰 코드 등록',
  label: '쿠폰 코드',
  hint: '쿠폰팩 코드(예: WELCOME-PACK), 회사에서 받은 기업 코드, 라이브 방송 번호 중 무엇이든 입력하세요. 띄어쓰기, 하이픈(-), 대소문자는 구분하지 않습니다.',
  submit: '등록',
  busy: '등록 중…',
  required: '코드를 입력해 주세요.',
  tooLong: '코드가 너무 깁니다. {{max}}자 이내로 입력해 주세요.',
  failed: '코드를 등록하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  registered: { PACK: '쿠폰팩 코드를 등록했습니다.', CORPORATION: '기업 코드를 등록했습니다.', LIVE: '라이브 방송 코드를 등록했습니다.' },
  added_one: '쿠폰 {{count}}장을 받았습니다: {{names}}',
  added_other: '쿠폰 {{count}}장을 받았습니다: {{names}}',
  once: '코드는 회원당 한 번만 등록할 수 있습니다.',
  isNew: '새 쿠폰',
  coupons: {
    title: '쿠폰', groups: { label: '쿠폰 상태', usable: '사용 가능', used: '사용 완료', expired: '기간 만료' }, empty: '해당하는 쿠폰이 없습니다.',
    minPrice: '{{amount}} 이상 결제 시', noMin: '최소 결제 금액 없음', maxDiscount: '최대 {{amount}} 할인', external: '제휴 채널 숙소에도 사용 가능', ownOnly: '어썸스테이 직접 판매 숙소 전용',
    until: '{{date}}까지', usedOn: '{{date}} 사용', amountOff: '{{amount}} 할인', rateOff: '{{rate}}% 할인',
  },
};

export type CouponsStrings = typeof ko;
