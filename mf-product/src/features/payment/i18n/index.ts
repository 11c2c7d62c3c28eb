// The payment result page's strings (namespace 'product-payment'), ko/en/ja.
import { addBundle, useStayTranslation } from '@stay/shared';

const ko = {
  title: '결제 결과',
  settling: '결제를 확인하고 있습니다. 창을 닫지 마세요.',
  broken: '결제 결과를 확인할 수 없습니다. 예약 내역에서 예약 상태를 확인해 주세요.',
  paid: { lead: '결제가 완료되었습니다.', addPay: '추가 결제가 완료되었습니다.', orderNum: '예약 번호', confirmNum: '확정 번호', awaiting: '확정 대기 중', none: '발급 전', stay: '숙박일', method: '결제 수단', voucher: '예약 바우처 보기' },
  declined: { reason: '사유: {{reason}}', issuer: '카드사 또는 결제사에서 결제를 승인하지 않았어요.', tryAnother: '다른 카드나 카카오페이, 토스페이 같은 다른 결제 수단으로 다시 시도해 보세요.', title: '결제가 거절되었습니다', cancelled: '결제가 취소되었습니다', lead: '결제되지 않았으며 예약은 진행되지 않았습니다. 객실 보관도 해제되었습니다.', addPay: '추가 결제가 완료되지 않았습니다.', back: '숙소로 돌아가기', backToBooking: '다시 예약하기', voucher: '예약 바우처로 돌아가기' },
  failed: { title: '결제를 완료하지 못했습니다', HOLD_EXPIRED: '결제 가능 시간이 지나 예약이 취소되었습니다. 다시 예약해 주세요.', ALREADY_PAID: '이미 결제된 예약입니다.', SUPPLIER_REJECTED: '숙소에서 예약을 확정하지 못해 결제 금액 전액을 환불했습니다. 다른 객실이나 날짜를 선택해 주세요.' },
};
type Shape = typeof ko;

const en: Shape = {
  title: 'Payment result',
  settling: 'Checking your payment. Please keep this window open.',
  broken: 'We cannot read this payment result. Please check the booking in your booking history.',
  paid: { lead: 'Your payment is complete.', addPay: 'Your additional payment is complete.', orderNum: 'Booking number', confirmNum: 'Confirmation number', awaiting: 'Awaiting confirmation', none: 'Not issued yet', stay: 'Stay', method: 'Payment method', voucher: 'View your voucher' },
  declined: { reason: 'Reason: {{reason}}', issuer: 'the card company or payment provider did not approve the payment.', tryAnother: 'Try another card, or another method such as Kakao Pay or Toss Pay.', title: 'Payment declined', cancelled: 'Payment cancelled', lead: 'Nothing was charged and no booking was made. The room is no longer held.', addPay: 'The additional payment was not completed.', back: 'Back to the stay', backToBooking: 'Try booking again', voucher: 'Back to your voucher' },
  failed: { title: 'The payment could not be completed', HOLD_EXPIRED: 'The time to pay ran out and the booking was released. Please book again.', ALREADY_PAID: 'This booking is already paid.', SUPPLIER_REJECTED: 'The stay could not confirm the booking, so the payment was refunded in full. Please choose another room or date.' },
};

const ja: Shape = {
  title: '決済結果',
  settling: '決済を確認しています。画面を閉じないでください。',
  broken: '決済結果を確認できません。予約履歴で予約状況をご確認ください。',
  paid: { lead: 'お支払いが完了しました。', addPay: '追加決済が完了しました。', orderNum: '予約番号', confirmNum: '確定番号', awaiting: '確定待ち', none: '未発行', stay: '宿泊日', method: 'お支払い方法', voucher: '予約バウチャーを見る' },
  declined: { reason: '理由：{{reason}}', issuer: 'カード会社または決済会社が決済を承認しませんでした。', tryAnother: '別のカード、またはカカオペイ・トスペイなど別の決済方法でもう一度お試しください。', title: '決済が拒否されました', cancelled: '決済がキャンセルされました', lead: 'お支払いは行われず、予約もされていません。客室の確保も解除されました。', addPay: '追加決済は完了していません。', back: '施設に戻る', backToBooking: 'もう一度予約する', voucher: '予約バウチャーに戻る' },
  failed: { title: '決済を完了できませんでした', HOLD_EXPIRED: 'お支払い時間が過ぎたため、予約は取り消されました。もう一度予約してください。', ALREADY_PAID: 'すでに決済済みの予約です。', SUPPLIER_REJECTED: '施設で予約を確定できなかったため、お支払い金額を全額返金しました。別の客室または日付を選択してください。' },
};

export const PAYMENT_NS = 'product-payment';
export const paymentMessages = { ko, en, ja };
addBundle(PAYMENT_NS, paymentMessages);

export const usePaymentTranslation = () => useStayTranslation(PAYMENT_NS);
