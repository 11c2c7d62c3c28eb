export const ko = {
  title: '예약 및 결제',
  broken: { title: '예약 정보를 확인할 수 없습니다', lead: '예약 링크가 올바르지 않습니다. 숙소 페이지에서 다시 선택해 주세요.' },
  failed: { title: '예약을 진행할 수 없습니다' },
  backToStay: '숙소로 돌아가기',
  summary: {
    title: '예약 정보', room: '객실', plan: '요금제', checkIn: '체크인', checkOut: '체크아웃', stay: '숙박 기간', guests: '인원', cancel: '취소 규정',
  },
  guest: {
    title: '투숙객 정보', name: '이름', firstName: '이름 (영문)', lastName: '성 (영문)', countryCode: '국가 번호', tel: '휴대폰 번호', telIntl: '전화번호', email: '이메일',
    intlHint: '여권과 같은 영문 이름을 입력해 주세요.', countryHint: '예: 82, 81, 1',
  },
  coupon: {
    title: '쿠폰', label: '적용할 쿠폰', none: '쿠폰 사용 안 함', off: '{{amount}} 할인', empty: '사용할 수 있는 쿠폰이 없습니다.', failed: '쿠폰을 불러오지 못했습니다.',
    unavailable: '{{name}} (사용 불가: {{reason}})', expires: '{{date}}까지',
    reason: { MIN_PRICE: '최소 결제 금액 미달', EXPIRED: '기간 만료', USED: '이미 사용함', NOT_APPLICABLE: '이 숙소에 사용 불가', other: '사용 불가' },
  },
  points: {
    title: '포인트', label: '사용할 포인트', have: '보유 {{point}} · 최대 {{max}} 사용 가능', useAll: '모두 사용', over: '최대 {{max}}까지 사용할 수 있습니다.', invalid: '숫자만 입력해 주세요.',
  },
  welfare: {
    title: '복지 포인트', label: '사용할 복지 포인트', have: '보유 {{point}} · 최대 {{max}} 사용 가능 · 남은 금액은 아래 결제 수단으로 결제됩니다', useAll: '모두 사용', over: '최대 {{max}}까지 사용할 수 있습니다.', invalid: '숫자만 입력해 주세요.',
  },
  pay: {
    title: '결제 수단', terms: '예약 약관, 취소 규정 및 숙소에 대한 개인정보 제공에 동의합니다.', button: '{{amount}} 결제하기', ordering: '예약하는 중…', preparing: '결제창을 여는 중…', opening: '토스페이먼츠 결제창 여는 중…',
    hold: '결제하는 동안 객실을 {{minutes}}분간 보관합니다.', requoting: '금액을 다시 계산하는 중입니다.',
  },
  form: { termsRequired: '약관에 동의해 주세요.', errorsTitle: '입력 내용을 확인해 주세요.' },
  deal: { applied: '이벤트 특가 {{rate}}% 할인이 적용되었습니다.', notApplied: '이 이벤트 특가는 선택한 날짜에 판매 중이 아니어서 일반 요금이 적용됩니다.' },
  priceChanged: { title: '요금이 변경되었습니다', body: '이전 금액 {{old}} → 변경된 금액 {{new}}', accept: '변경된 금액으로 결제하기', cancel: '돌아가기' },
  errors: {
    SOLD_OUT: '방금 매진되었습니다. 다른 객실이나 날짜를 선택해 주세요.',
    POINTS_EXCEEDED: '사용 가능한 포인트를 초과했습니다. 포인트를 다시 입력해 주세요.',
    COUPON: '선택한 쿠폰을 사용할 수 없어 쿠폰 적용을 해제했습니다. 금액을 확인한 뒤 다시 결제해 주세요.',
    HOLD_EXPIRED: '결제 가능 시간이 지났습니다. 다시 결제하기를 눌러 주세요.',
    generic: '예약하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
};
