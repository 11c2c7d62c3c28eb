// Namespace 'mypage-cancel' (cancellation preview strings), Korean. en.ts and ja.ts follow this shape.
export const ko = {
  title: '예약 취소',
  loading: '환불 내역을 계산하고 있습니다.',
  failed: '취소 내역을 불러오지 못했습니다.',
  retry: '다시 시도',
  loginNeeded: '로그인이 필요합니다. 로그인 페이지로 이동합니다.',
  notFound: '예약을 찾을 수 없습니다.',
  back: '예약 상세로',
  lead: '취소를 확정하기 전에 아래 금액을 확인해 주세요. 확정하면 이 금액 그대로 환불됩니다.',
  paid: '결제한 금액',
  fee: '취소 수수료',
  feeRule: {
    FREE_UNTIL: '{{date}}까지 무료 취소 기간이므로 수수료가 없습니다.',
    UNPAID: '결제 전 예약이므로 수수료가 없습니다.',
    DEADLINE_PASSED: '무료 취소 기간({{date}}까지)이 지나 취소(환불)할 수 없습니다.',
    NON_REFUNDABLE: '환불 불가 요금제로 취소(환불)할 수 없습니다.',
  },
  refunds: '환불 내역',
  coupon: {
    title: '쿠폰',
    FREE_CANCEL: '쿠폰 {{amount}}이 쿠폰함으로 돌아갑니다. {{date}}까지 사용할 수 있습니다.',
    UNPAID: '쿠폰 {{amount}}이 쿠폰함으로 돌아갑니다. {{date}}까지 사용할 수 있습니다.',
    EXPIRED: '쿠폰은 돌아가지만 사용 기한({{date}})이 지나 다시 사용할 수 없습니다.',
    NOT_CANCELLABLE: '취소할 수 없는 예약이므로 쿠폰은 반환되지 않습니다.',
  },
  refusal: {
    ALREADY_CANCELLED: '이미 취소된 예약입니다.',
    CANCEL_NOT_ALLOWED: '이 예약은 취소(환불)할 수 없습니다.',
    PAYMENT_IN_PROGRESS: '결제가 진행 중입니다. 잠시 후 다시 시도해 주세요.',
  },
  agree: '위 환불 내역을 확인했으며 예약 취소에 동의합니다.',
  confirm: '취소 확정',
  confirming: '취소 처리 중…',
  changed: '확인하신 뒤 취소 조건이 바뀌었습니다. 새 환불 내역을 확인해 주세요.',
  error: '취소를 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  done: '예약이 취소되었습니다.',
  doneRefund: '총 {{amount}}이 환불됩니다.',
  toBooks: '예약 내역으로',
};

export type CancelStrings = typeof ko;
