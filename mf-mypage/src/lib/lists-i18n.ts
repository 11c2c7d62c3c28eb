// Strings of the wishlist, coupons and awesome cash pages (namespace 'mypage-lists'), ko/en/ja.
import { addBundle, useStayTranslation } from '@stay/shared';

const ko = {
  loading: '불러오는 중입니다.',
  retry: '다시 시도',
  loginNeeded: '로그인이 필요합니다. 로그인 페이지로 이동합니다.',
  failed: '불러오지 못했습니다.',
  wishes: {
    title: '위시리스트', empty: '찜한 숙소가 없습니다.', remove: '위시리스트에서 삭제', removed: '{{name}}을(를) 위시리스트에서 삭제했습니다.', undo: '되돌리기', restored: '{{name}}을(를) 다시 담았습니다.', stars: '{{count}}성급',
  },
  coupons: {
    title: '쿠폰', groups: { label: '쿠폰 상태', usable: '사용 가능', used: '사용 완료', expired: '기간 만료' }, empty: '해당하는 쿠폰이 없습니다.',
    minPrice: '{{amount}} 이상 결제 시', noMin: '최소 결제 금액 없음', maxDiscount: '최대 {{amount}} 할인', external: '제휴 채널 숙소에도 사용 가능', ownOnly: '어썸스테이 직접 판매 숙소 전용',
    until: '{{date}}까지', usedOn: '{{date}} 사용', amountOff: '{{amount}} 할인', rateOff: '{{rate}}% 할인',
  },
  cash: {
    title: '어썸캐시', balance: '사용 가능한 어썸캐시', history: '적립·사용 내역', empty: '내역이 없습니다.', more: '더 보기', booking: '예약 {{orderNum}}', expires: '{{date}} 소멸 예정',
    action: { SAVE: '적립', USE: '사용', CANCEL: '환불', EXPIRE: '소멸' },
  },
};

type Shape = typeof ko;

const en: Shape = {
  loading: 'Loading.',
  retry: 'Try again',
  loginNeeded: 'Please log in. Taking you to the login page.',
  failed: 'This could not be loaded.',
  wishes: {
    title: 'Wishlist', empty: 'You have not saved any stays yet.', remove: 'Remove from wishlist', removed: '{{name}} was removed from your wishlist.', undo: 'Undo', restored: '{{name}} is back in your wishlist.', stars: '{{count}}-star',
  },
  coupons: {
    title: 'Coupons', groups: { label: 'Coupon status', usable: 'Usable', used: 'Used', expired: 'Expired' }, empty: 'No coupons here.',
    minPrice: 'On bookings of {{amount}} or more', noMin: 'No minimum', maxDiscount: 'Up to {{amount}} off', external: 'Also for partner-channel stays', ownOnly: 'AwesomeStay stays only',
    until: 'Until {{date}}', usedOn: 'Used on {{date}}', amountOff: '{{amount}} off', rateOff: '{{rate}}% off',
  },
  cash: {
    title: 'Awesome cash', balance: 'Awesome cash you can use', history: 'History', empty: 'Nothing yet.', more: 'Show more', booking: 'Booking {{orderNum}}', expires: 'Expires on {{date}}',
    action: { SAVE: 'Earned', USE: 'Used', CANCEL: 'Refunded', EXPIRE: 'Expired' },
  },
};

const ja: Shape = {
  loading: '読み込み中です。',
  retry: '再試行',
  loginNeeded: 'ログインが必要です。ログインページへ移動します。',
  failed: '読み込めませんでした。',
  wishes: {
    title: 'お気に入り', empty: 'お気に入りの宿泊施設はまだありません。', remove: 'お気に入りから削除', removed: '{{name}}をお気に入りから削除しました。', undo: '元に戻す', restored: '{{name}}をお気に入りに戻しました。', stars: '{{count}}つ星',
  },
  coupons: {
    title: 'クーポン', groups: { label: 'クーポンの状態', usable: '利用可能', used: '利用済み', expired: '期限切れ' }, empty: '該当するクーポンはありません。',
    minPrice: '{{amount}}以上のご予約で利用可', noMin: '最低金額なし', maxDiscount: '最大{{amount}}割引', external: '提携チャネルの施設にも利用可', ownOnly: 'AwesomeStay直販の施設のみ',
    until: '{{date}}まで', usedOn: '{{date}}に利用', amountOff: '{{amount}}割引', rateOff: '{{rate}}%割引',
  },
  cash: {
    title: 'オーサムキャッシュ', balance: '利用可能なオーサムキャッシュ', history: '履歴', empty: '履歴はありません。', more: 'もっと見る', booking: '予約 {{orderNum}}', expires: '{{date}}に失効予定',
    action: { SAVE: '獲得', USE: '利用', CANCEL: '返還', EXPIRE: '失効' },
  },
};

export const LISTS_NS = 'mypage-lists';
addBundle(LISTS_NS, { ko, en, ja });

export const useListsTranslation = () => useStayTranslation(LISTS_NS);
