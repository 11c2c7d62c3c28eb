// Namespace 'mypage-cancel' (cancelling a whole booking, one room or the last nights), Korean. en.ts
// and ja.ts follow this shape. Keyed by scope (WHOLE, ROOM, NIGHTS) where the three read apart, by
// `whole` / `part` where a room and the nights read alike; a refusal a part words apart from the
// whole booking has a `_part` variant (i18next context), found first for a room or the nights.
export const ko = {
  title: { WHOLE: '예약 취소', ROOM: '객실 1개 취소', NIGHTS: '마지막 숙박일 취소' },
  loading: '환불 내역을 계산하고 있습니다.',
  failed: '취소 내역을 불러오지 못했습니다.',
  retry: '다시 시도',
  loginNeeded: '로그인이 필요합니다. 로그인 페이지로 이동합니다.',
  notFound: '예약을 찾을 수 없습니다.',
  back: '예약 상세로',
  lead: '취소를 확정하기 전에 아래 금액을 확인해 주세요. 확정하면 이 금액 그대로 환불됩니다.',
  nightsLabel: '취소할 숙박 수 (마지막 날부터)',
  nightsOption: '{{count}}박',
  what: '취소 내용',
  cancelled: '취소',
  cancelledRooms: '객실 {{rooms}}개 · {{nights}}박 ({{from}} – {{to}})',
  remaining: '남는 예약',
  remainingText: '객실 {{rooms}}개 · {{nights}}박 · 체크아웃 {{date}}',
  paid: '결제한 금액',
  fee: '취소 수수료',
  feeRule: {
    FREE_UNTIL: '{{date}}까지 무료 취소 기간이므로 수수료가 없습니다.',
    UNPAID: '결제 전 예약이므로 수수료가 없습니다.',
    DEADLINE_PASSED: '무료 취소 기간({{date}}까지)이 지나 취소(환불)할 수 없습니다.',
    NON_REFUNDABLE: '환불 불가 요금제로 취소(환불)할 수 없습니다.',
  },
  refunds: '환불 내역',
  rounding: '환불액은 취소하는 객실·숙박 비율만큼 결제 수단별로 계산하며, 원 단위 미만은 남는 예약에 포함됩니다.',
  coupon: {
    title: '쿠폰',
    FREE_CANCEL: '쿠폰 {{amount}}이 쿠폰함으로 돌아갑니다. {{date}}까지 사용할 수 있습니다.',
    UNPAID: '쿠폰 {{amount}}이 쿠폰함으로 돌아갑니다. {{date}}까지 사용할 수 있습니다.',
    EXPIRED: '쿠폰은 돌아가지만 사용 기한({{date}})이 지나 다시 사용할 수 없습니다.',
    NOT_CANCELLABLE: '취소할 수 없는 예약이므로 쿠폰은 반환되지 않습니다.',
    PARTIAL_KEEPS: '쿠폰 {{amount}}은 예약 전체를 취소할 때만 돌아갑니다. 부분 취소에서는 남는 예약에 그대로 적용됩니다.',
  },
  refusal: {
    ALREADY_CANCELLED: '이미 취소된 예약입니다.',
    CANCEL_IN_PROGRESS: '이 예약의 취소가 처리 중입니다. 잠시 후 다시 확인해 주세요.',
    CANCEL_NOT_ALLOWED: '이 예약은 취소(환불)할 수 없습니다.',
    CANCEL_NOT_ALLOWED_part: '무료 취소 기간이 지났거나 환불 불가 요금제여서 부분 취소할 수 없습니다.',
    PAYMENT_IN_PROGRESS: '결제가 진행 중입니다. 잠시 후 다시 시도해 주세요.',
    NOT_DIVISIBLE: '이 예약에서는 더 이상 나눠 취소할 수 없습니다. 전체 취소를 이용해 주세요.',
    EXTERNAL_CHANNEL: '제휴 공급처 예약은 부분 취소할 수 없습니다.',
    NO_DATES: '숙박일이 정해지지 않은 예약은 부분 취소할 수 없습니다.',
  },
  agree: { whole: '위 환불 내역을 확인했으며 예약 취소에 동의합니다.', part: '위 환불 내역을 확인했으며 부분 취소에 동의합니다.' },
  confirm: { whole: '취소 확정', part: '부분 취소 확정' },
  confirming: '취소 처리 중…',
  changed: '확인하신 뒤 예약이나 취소 조건이 바뀌었습니다. 새 환불 내역을 확인해 주세요.',
  error: '취소를 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  done: { whole: '예약이 취소되었습니다.', part: '부분 취소가 완료되었습니다.' },
  doneRefund: '총 {{amount}}이 환불됩니다.',
  toBooks: '예약 내역으로',
};

export type CancelStrings = typeof ko;
