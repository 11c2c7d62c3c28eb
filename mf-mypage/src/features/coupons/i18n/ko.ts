// Namespace 'mypage-coupons' (coupon list and code registration strings), Korean. en.ts and ja.ts follow this shape.
export const ko = {
  title: '쿠폰 코드 등록',
  kind: { label: '코드 종류', PACK: '쿠폰팩 코드', CORPORATION: '기업 코드', LIVE: '라이브 방송 번호' },
  input: { PACK: '쿠폰팩 코드 입력', CORPORATION: '기업 코드 입력', LIVE: '라이브 방송 번호 입력' },
  hint: { PACK: '예: WELCOME-PACK. 대소문자는 구분하지 않습니다.', CORPORATION: '영문 대문자와 숫자 4~20자', LIVE: '라이브 방송 화면에 보이는 숫자' },
  submit: '등록',
  required: '코드를 입력해 주세요.',
  corporationFormat: '영문 대문자와 숫자를 입력해 주세요.',
  liveFormat: '숫자만 입력해 주세요.',
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
