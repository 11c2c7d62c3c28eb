// Booking list and detail strings (namespace 'mypage-books'), ko/en/ja. Status wording: SPEC §4.
import { addBundle, useStayTranslation } from '@stay/shared';

const ko = {
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
      today: '체크인 당일', dday_one: '체크인 D-{{count}}일', dday_other: '체크인 D-{{count}}일', shareReview: '후기를 공유해 주세요', none: '',
    },
  },
  cancelText: { free: '{{date}}까지 무료 취소', none: '취소(환불) 불가' },
  detail: {
    title: '예약 상세', back: '예약 내역으로', notFound: '예약을 찾을 수 없습니다.', notFoundLead: '예약번호를 다시 확인해 주세요.',
    stay: '숙소', room: '객실', rateplan: '요금제', meal: '식사', checkin: '체크인', checkout: '체크아웃', guests: '인원', orderNum: '예약번호', confirmNum: '확정번호',
    guest: '예약자 정보', guestName: '이름', guestTel: '연락처', guestEmail: '이메일',
    cancelRule: '취소 규정', payment: '결제 정보', payMethod: '결제 수단', payDate: '결제일',
    original: '객실 요금', discount: '할인', coupon: '쿠폰 할인', awesomeCash: '어썸캐시 사용', welfare: '복지포인트 사용', total: '카드·간편결제 금액', refunded: '환불된 금액', cashback: '적립 예정 캐시백',
    addPays: '추가 결제', addPaid: '결제 완료', addUnpaid: '결제 필요', voucher: '바우처 보기', ask: '이 예약 문의하기', cancel: '예약 취소', cancelRoom: '객실 1개 취소', cancelNights: '마지막 숙박일 취소', partCancelled: '일부 취소된 예약입니다. 남은 예약의 금액입니다.', review: '후기 쓰기', myReview: '내 후기',
    adults_one: '성인 {{count}}명', adults_other: '성인 {{count}}명', children_one: '아동 {{count}}명', children_other: '아동 {{count}}명',
  },
};

type Shape = typeof ko;

const en: Shape = {
  title: 'My bookings',
  loading: 'Loading.',
  retry: 'Try again',
  failed: 'Your bookings could not be loaded.',
  loginNeeded: 'Please log in. Taking you to the login page.',
  tabs: { label: 'Booking status', pending: 'Upcoming', complete: 'Past', cancel: 'Cancelled' },
  empty: { pending: 'No upcoming bookings.', complete: 'No past bookings.', cancel: 'No cancelled bookings.' },
  more: 'Show more',
  end: 'That is all of your bookings.',
  row: {
    nights_one: '{{count}} night', nights_other: '{{count}} nights', rooms_one: '{{count}} room', rooms_other: '{{count}} rooms',
    open: 'Booking details', review: 'Write a review', myReview: 'My review', cancel: 'Cancel booking', chooseDate: 'Choose stay date', voucher: 'Voucher', noDate: 'Stay date not set', window: 'Choose between {{from}} and {{to}}',
    orderNum: 'Booking no. {{orderNum}}',
    ownChannel: 'Booked with AwesomeStay', partnerChannel: 'Partner channel booking',
    remove: 'Remove from list', removeConfirm: 'Remove this booking from your list? Its record is kept.', removed: 'The booking was removed from your list.',
  },
  status: {
    upcoming: 'Upcoming', confirm: 'Booking complete', past: 'Past booking', cancel: 'Cancelled', cancelRequest: 'Cancellation requested', cancelWait: 'Awaiting cancellation', unknown: 'Checking',
    desc: {
      upcoming: 'Check-in day or awaiting confirmation', addPay: 'Awaiting additional payment', confirmWait: 'Awaiting confirmation', confirm: 'Write a review and share it',
      review: 'Please leave a review', noshow: 'NOSHOW', cancel: 'Refund timing varies by card or payment method', noDate: 'Stay date not set',
      today: 'Check-in day', dday_one: 'Check-in tomorrow', dday_other: 'Check-in in {{count}} days', shareReview: 'Share your review', none: '',
    },
  },
  cancelText: { free: 'Free cancellation until {{date}}', none: 'Cancel (refund) not possible' },
  detail: {
    title: 'Booking details', back: 'Back to my bookings', notFound: 'Booking not found.', notFoundLead: 'Please check the booking number.',
    stay: 'Stay', room: 'Room', rateplan: 'Rate plan', meal: 'Meals', checkin: 'Check-in', checkout: 'Check-out', guests: 'Guests', orderNum: 'Booking no.', confirmNum: 'Confirmation no.',
    guest: 'Guest', guestName: 'Name', guestTel: 'Phone', guestEmail: 'E-mail',
    cancelRule: 'Cancellation rule', payment: 'Payment', payMethod: 'Paid with', payDate: 'Paid on',
    original: 'Room rate', discount: 'Discount', coupon: 'Coupon', awesomeCash: 'Awesome cash used', welfare: 'Welfare points used', total: 'Card / easy pay', refunded: 'Refunded', cashback: 'Cashback to come',
    addPays: 'Additional payments', addPaid: 'Paid', addUnpaid: 'To pay', voucher: 'Open voucher', ask: 'Ask about this booking', cancel: 'Cancel booking', cancelRoom: 'Cancel one room', cancelNights: 'Cancel the last nights', partCancelled: 'Part of this booking was cancelled. These are the amounts of what remains.', review: 'Write a review', myReview: 'My review',
    adults_one: '{{count}} adult', adults_other: '{{count}} adults', children_one: '{{count}} child', children_other: '{{count}} children',
  },
};

const ja: Shape = {
  title: '予約履歴',
  loading: '読み込み中です。',
  retry: '再試行',
  failed: '予約履歴を読み込めませんでした。',
  loginNeeded: 'ログインが必要です。ログインページへ移動します。',
  tabs: { label: '予約の状態', pending: '今後の予約', complete: '過去の予約', cancel: 'キャンセル済み' },
  empty: { pending: '今後の予約はありません。', complete: '過去の予約はありません。', cancel: 'キャンセルした予約はありません。' },
  more: 'もっと見る',
  end: 'すべての予約を表示しました。',
  row: {
    nights_one: '{{count}}泊', nights_other: '{{count}}泊', rooms_one: '{{count}}室', rooms_other: '{{count}}室',
    open: '予約詳細', review: 'レビューを書く', myReview: '自分のレビュー', cancel: '予約をキャンセル', chooseDate: '宿泊日を選択', voucher: 'バウチャー', noDate: '宿泊日未定', window: '{{from}}〜{{to}}の間で選択',
    orderNum: '予約番号 {{orderNum}}',
    ownChannel: 'AwesomeStay直接予約', partnerChannel: '提携チャネル予約',
    remove: 'リストから削除', removeConfirm: 'この予約をリストから削除しますか？予約の記録は保管されます。', removed: '予約をリストから削除しました。',
  },
  status: {
    upcoming: '利用予定', confirm: '予約完了', past: '過去の予約', cancel: 'キャンセル完了', cancelRequest: 'キャンセル申請中', cancelWait: 'キャンセル待ち', unknown: '確認中',
    desc: {
      upcoming: 'チェックイン当日または確定待ち', addPay: '追加決済待ち', confirmWait: '予約確定待ち', confirm: 'レビューを書いて共有しましょう',
      review: 'レビューをお願いします', noshow: 'NOSHOW', cancel: '返金時期はカード会社・決済手段により異なります', noDate: '宿泊日未定',
      today: 'チェックイン当日', dday_one: 'チェックインまであと{{count}}日', dday_other: 'チェックインまであと{{count}}日', shareReview: 'レビューを共有してください', none: '',
    },
  },
  cancelText: { free: '{{date}}まで無料キャンセル', none: 'キャンセル（返金）不可' },
  detail: {
    title: '予約詳細', back: '予約履歴へ戻る', notFound: '予約が見つかりません。', notFoundLead: '予約番号をご確認ください。',
    stay: '宿泊施設', room: '客室', rateplan: '料金プラン', meal: '食事', checkin: 'チェックイン', checkout: 'チェックアウト', guests: '人数', orderNum: '予約番号', confirmNum: '確定番号',
    guest: '予約者情報', guestName: '氏名', guestTel: '電話番号', guestEmail: 'メール',
    cancelRule: 'キャンセル規定', payment: '決済情報', payMethod: '決済手段', payDate: '決済日',
    original: '客室料金', discount: '割引', coupon: 'クーポン割引', awesomeCash: 'オーサムキャッシュ利用', welfare: '福利厚生ポイント利用', total: 'カード・簡単決済', refunded: '返金額', cashback: '付与予定のキャッシュバック',
    addPays: '追加決済', addPaid: '決済済み', addUnpaid: '要決済', voucher: 'バウチャーを見る', ask: 'この予約について問い合わせる', cancel: '予約をキャンセル', cancelRoom: '1室をキャンセル', cancelNights: '最後の宿泊日をキャンセル', partCancelled: '一部キャンセルされた予約です。残りの予約の金額です。', review: 'レビューを書く', myReview: '自分のレビュー',
    adults_one: '大人{{count}}名', adults_other: '大人{{count}}名', children_one: '子ども{{count}}名', children_other: '子ども{{count}}名',
  },
};

export const BOOKS_NS = 'mypage-books';
export const booksMessages = { ko, en, ja };
addBundle(BOOKS_NS, booksMessages);

export const useBooksTranslation = () => useStayTranslation(BOOKS_NS);
