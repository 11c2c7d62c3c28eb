// Strings of the money lines a cancellation shows (namespace 'mypage-money'), ko/en/ja: what each
// payment route is called, the totals, and when a refund comes back. The full and the partial
// cancellation pages show the same lines (components/money-lines.tsx).
import { addBundle, useStayTranslation } from '@stay/shared';

const ko = {
  paidTotal: '합계',
  refundTotal: '총 환불 금액',
  when: { IMMEDIATE: '취소 즉시 반환', BY_DATE: '{{date}}까지 환불 (영업일 기준 최대 3일)' },
  route: { PAYMENT: '{{method}}', ADD_PAY: '추가 결제 ({{method}})', AWESOME_CASH: '어썸캐시', WELFARE_POINTS: '복지포인트', COUPON: '쿠폰 할인' },
};

type Shape = typeof ko;

const en: Shape = {
  paidTotal: 'Total',
  refundTotal: 'Total refund',
  when: { IMMEDIATE: 'Back at once', BY_DATE: 'Refunded by {{date}} (up to 3 business days)' },
  route: { PAYMENT: '{{method}}', ADD_PAY: 'Additional payment ({{method}})', AWESOME_CASH: 'Awesome cash', WELFARE_POINTS: 'Welfare points', COUPON: 'Coupon discount' },
};

const ja: Shape = {
  paidTotal: '合計',
  refundTotal: '返金合計',
  when: { IMMEDIATE: 'キャンセルと同時に返還', BY_DATE: '{{date}}までに返金（最大3営業日）' },
  route: { PAYMENT: '{{method}}', ADD_PAY: '追加決済（{{method}}）', AWESOME_CASH: 'オーサムキャッシュ', WELFARE_POINTS: '福利厚生ポイント', COUPON: 'クーポン割引' },
};

export const MONEY_NS = 'mypage-money';
export const moneyMessages = { ko, en, ja };
addBundle(MONEY_NS, moneyMessages);

export const useMoneyTranslation = () => useStayTranslation(MONEY_NS);
