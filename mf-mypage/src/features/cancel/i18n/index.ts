// Cancellation preview strings (namespace 'mypage-cancel'), ko/en/ja.
import { addBundle, useStayTranslation } from '@stay/shared';

const ko = {
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

type Shape = typeof ko;

const en: Shape = {
  title: 'Cancel booking',
  loading: 'Working out your refund.',
  failed: 'The cancellation details could not be loaded.',
  retry: 'Try again',
  loginNeeded: 'Please log in. Taking you to the login page.',
  notFound: 'Booking not found.',
  back: 'Back to the booking',
  lead: 'Check these figures before you confirm. Confirming refunds exactly these amounts.',
  paid: 'What you paid',
  fee: 'Cancellation fee',
  feeRule: {
    FREE_UNTIL: 'No fee: free cancellation runs until {{date}}.',
    UNPAID: 'No fee: this booking was not paid yet.',
    DEADLINE_PASSED: 'Free cancellation ended on {{date}}: this booking cannot be cancelled (refunded).',
    NON_REFUNDABLE: 'Non-refundable rate: this booking cannot be cancelled (refunded).',
  },
  refunds: 'Your refund',
  coupon: {
    title: 'Coupon',
    FREE_CANCEL: 'Your {{amount}} coupon goes back to your coupons, usable until {{date}}.',
    UNPAID: 'Your {{amount}} coupon goes back to your coupons, usable until {{date}}.',
    EXPIRED: 'The coupon goes back, but it expired on {{date}} and cannot be used again.',
    NOT_CANCELLABLE: 'This booking cannot be cancelled, so the coupon stays used.',
  },
  refusal: {
    ALREADY_CANCELLED: 'This booking is already cancelled.',
    CANCEL_NOT_ALLOWED: 'This booking cannot be cancelled (refunded).',
    PAYMENT_IN_PROGRESS: 'A payment is in progress. Please try again shortly.',
  },
  agree: 'I have checked the refund above and want to cancel this booking.',
  confirm: 'Confirm cancellation',
  confirming: 'Cancelling…',
  changed: 'The cancellation terms changed since you looked. Please check the new refund details.',
  error: 'The cancellation could not be processed. Please try again shortly.',
  done: 'Your booking is cancelled.',
  doneRefund: '{{amount}} will be refunded in total.',
  toBooks: 'Back to my bookings',
};

const ja: Shape = {
  title: '予約のキャンセル',
  loading: '返金額を計算しています。',
  failed: 'キャンセル内容を読み込めませんでした。',
  retry: '再試行',
  loginNeeded: 'ログインが必要です。ログインページへ移動します。',
  notFound: '予約が見つかりません。',
  back: '予約詳細へ戻る',
  lead: '確定する前に以下の金額をご確認ください。確定するとこの金額のとおり返金されます。',
  paid: 'お支払い金額',
  fee: 'キャンセル料',
  feeRule: {
    FREE_UNTIL: '{{date}}まで無料キャンセル期間のため、キャンセル料はかかりません。',
    UNPAID: '決済前の予約のため、キャンセル料はかかりません。',
    DEADLINE_PASSED: '無料キャンセル期間（{{date}}まで）が過ぎたため、キャンセル（返金）できません。',
    NON_REFUNDABLE: '返金不可の料金プランのため、キャンセル（返金）できません。',
  },
  refunds: '返金内容',
  coupon: {
    title: 'クーポン',
    FREE_CANCEL: '{{amount}}のクーポンはクーポン一覧に戻り、{{date}}まで利用できます。',
    UNPAID: '{{amount}}のクーポンはクーポン一覧に戻り、{{date}}まで利用できます。',
    EXPIRED: 'クーポンは戻りますが、有効期限（{{date}}）が過ぎているため再利用できません。',
    NOT_CANCELLABLE: 'キャンセルできない予約のため、クーポンは戻りません。',
  },
  refusal: {
    ALREADY_CANCELLED: 'すでにキャンセルされた予約です。',
    CANCEL_NOT_ALLOWED: 'この予約はキャンセル（返金）できません。',
    PAYMENT_IN_PROGRESS: '決済処理中です。しばらくしてから再度お試しください。',
  },
  agree: '上記の返金内容を確認し、予約のキャンセルに同意します。',
  confirm: 'キャンセルを確定',
  confirming: 'キャンセル処理中…',
  changed: 'ご確認後にキャンセル条件が変わりました。新しい返金内容をご確認ください。',
  error: 'キャンセルを処理できませんでした。しばらくしてから再度お試しください。',
  done: '予約をキャンセルしました。',
  doneRefund: '合計{{amount}}が返金されます。',
  toBooks: '予約履歴へ戻る',
};

export const CANCEL_NS = 'mypage-cancel';
export const cancelMessages = { ko, en, ja };
addBundle(CANCEL_NS, cancelMessages);

export const useCancelTranslation = () => useStayTranslation(CANCEL_NS);
