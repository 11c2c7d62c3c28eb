// Strings the booking, payment-result and voucher pages share (namespace 'product-order'), ko/en/ja.
import { addBundle, useStayTranslation } from '@stay/shared';

const ko = {
  loading: '불러오는 중입니다.',
  retry: '다시 시도',
  loginNeeded: '로그인이 필요합니다. 로그인 페이지로 이동합니다.',
  status: {
    upcoming: '이용 예정', confirm: '예약 완료', past: '지난 예약', cancel: '취소 완료', cancelRequest: '취소 요청', cancelWait: '취소 대기', unknown: '확인 중',
    desc: {
      upcoming: '체크인 당일 또는 확정 대기', addPay: '추가 결제 대기', confirmWait: '예약 확정 대기', confirm: '후기를 작성하고 공유해 보세요',
      review: '후기를 남겨 주세요', noshow: 'NOSHOW', cancel: '환불 시점은 카드사 또는 결제 수단에 따라 다릅니다', noDate: '숙박일 미지정',
      today: '체크인 당일', dday_one: '체크인 D-{{count}}일', dday_other: '체크인 D-{{count}}일', shareReview: '후기를 공유해 주세요', none: '',
    },
  },
  amounts: {
    title: '결제 금액', room: '객실 요금', member: '회원 할인', deal: '이벤트 특가 할인', coupon: '쿠폰 할인', points: '포인트 사용', welfare: '복지 포인트 사용', taxes: '세금 및 봉사료', included: '포함',
    total: '총 결제 금액', paid: '결제 금액', refund: '환불 금액', cashback: '캐시백 예정',
  },
  cancel: { free: '{{date}}까지 무료 취소', none: '취소(환불) 불가', error: '상품의 취소 규정을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.' },
  guests: { adults_one: '성인 {{count}}명', adults_other: '성인 {{count}}명', children_one: '아동 {{count}}명', children_other: '아동 {{count}}명', rooms_one: '객실 {{count}}개', rooms_other: '객실 {{count}}개' },
  type: { OO: '객실 1개 · 1박', OC: '객실 1개 · 연박', MO: '객실 여러 개 · 1박', MC: '객실 여러 개 · 연박' },
};

type Shape = typeof ko;

const en: Shape = {
  loading: 'Loading.',
  retry: 'Try again',
  loginNeeded: 'Please log in. Taking you to the login page.',
  status: {
    upcoming: 'Upcoming', confirm: 'Booking complete', past: 'Past booking', cancel: 'Cancelled', cancelRequest: 'Cancellation requested', cancelWait: 'Awaiting cancellation', unknown: 'Checking',
    desc: {
      upcoming: 'Check-in day or awaiting confirmation', addPay: 'Awaiting additional payment', confirmWait: 'Awaiting confirmation', confirm: 'Write a review and share it',
      review: 'Please leave a review', noshow: 'NOSHOW', cancel: 'Refund timing varies by card or payment method', noDate: 'Stay date not set',
      today: 'Check-in day', dday_one: 'Check-in tomorrow', dday_other: 'Check-in in {{count}} days', shareReview: 'Share your review', none: '',
    },
  },
  amounts: {
    title: 'Amount', room: 'Room rate', member: 'Member discount', deal: 'Event deal', coupon: 'Coupon', points: 'Points', welfare: 'Welfare points', taxes: 'Taxes and fees', included: 'Included',
    total: 'Total to pay', paid: 'Amount paid', refund: 'Refund', cashback: 'Cashback to come',
  },
  cancel: { free: 'Free cancellation until {{date}}', none: 'Cancel (refund) not possible', error: "Failed to fetch the product's cancellation rules. Please try again shortly." },
  guests: { adults_one: '{{count}} adult', adults_other: '{{count}} adults', children_one: '{{count}} child', children_other: '{{count}} children', rooms_one: '{{count}} room', rooms_other: '{{count}} rooms' },
  type: { OO: '1 room · 1 night', OC: '1 room · several nights', MO: 'Several rooms · 1 night', MC: 'Several rooms · several nights' },
};

const ja: Shape = {
  loading: '読み込み中です。',
  retry: '再試行',
  loginNeeded: 'ログインしてください。ログインページに移動します。',
  status: {
    upcoming: 'ご利用予定', confirm: '予約完了', past: '過去の予約', cancel: 'キャンセル済み', cancelRequest: 'キャンセル申請中', cancelWait: 'キャンセル待ち', unknown: '確認中',
    desc: {
      upcoming: 'チェックイン当日または確定待ち', addPay: '追加決済待ち', confirmWait: '予約確定待ち', confirm: 'レビューを書いて共有しましょう',
      review: 'レビューをお寄せください', noshow: 'NOSHOW', cancel: '返金時期はカード会社や決済方法によって異なります', noDate: '宿泊日未指定',
      today: 'チェックイン当日', dday_one: 'チェックインまであと{{count}}日', dday_other: 'チェックインまであと{{count}}日', shareReview: 'レビューを共有してください', none: '',
    },
  },
  amounts: {
    title: 'お支払い金額', room: '客室料金', member: '会員割引', deal: 'イベント特価割引', coupon: 'クーポン割引', points: 'ポイント利用', welfare: '福利厚生ポイント利用', taxes: '税金・サービス料', included: '込み',
    total: 'お支払い総額', paid: 'お支払い金額', refund: '返金額', cashback: 'キャッシュバック予定',
  },
  cancel: { free: '{{date}}まで無料キャンセル', none: 'キャンセル(返金)不可', error: '商品のキャンセル規定を取得できませんでした。しばらくしてから再度お試しください。' },
  guests: { adults_one: '大人{{count}}名', adults_other: '大人{{count}}名', children_one: '子ども{{count}}名', children_other: '子ども{{count}}名', rooms_one: '{{count}}室', rooms_other: '{{count}}室' },
  type: { OO: '1室・1泊', OC: '1室・連泊', MO: '複数室・1泊', MC: '複数室・連泊' },
};

export const ORDER_NS = 'product-order';
export const orderMessages = { ko, en, ja };
addBundle(ORDER_NS, orderMessages);

export const useOrderTranslation = () => useStayTranslation(ORDER_NS);
