// Strings of the wishlist, coupons and awesome cash pages (namespace 'mypage-lists'), ko/en/ja.
import { addBundle, useStayTranslation } from '@stay/shared';

const ko = {
  loading: '불러오는 중입니다.',
  retry: '다시 시도',
  loginNeeded: '로그인이 필요합니다. 로그인 페이지로 이동합니다.',
  failed: '불러오지 못했습니다.',
  wishes: {
    title: '위시리스트', empty: '찜한 숙소가 없습니다.', remove: '위시리스트에서 삭제', removed: '{{name}}을(를) 위시리스트에서 삭제했습니다.', undo: '되돌리기', restored: '{{name}}을(를) 다시 담았습니다.', stars: '{{count}}성급',
    dates: '{{from}} ~ {{to}} 1박, 성인 2명 기준 오늘의 가격', price: '1박 {{amount}}', soldOut: '매진 (최저가 {{amount}})', noPrice: '해당 날짜에 판매 중인 객실이 없습니다.',
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
  user: {
    title: '회원 정보', name: '이름', email: '이메일', phone: '휴대폰 번호', noPhone: '등록된 번호 없음', grade: '회원 등급', since: '가입일',
    change: '휴대폰 번호 변경', newPhone: '새 휴대폰 번호', send: '인증번호 받기', resend: '다시 받기', sent: '{{phone}}(으)로 인증번호를 보냈습니다.', code: '인증번호', save: '인증하고 변경', cancel: '취소',
    changed: '휴대폰 번호를 변경했습니다.', masked: '개인정보 보호를 위해 일부를 가려서 보여 드립니다.',
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
    dates: "Today's prices for {{from}} – {{to}}, 1 night, 2 adults", price: '{{amount}} per night', soldOut: 'Sold out (from {{amount}})', noPrice: 'No rooms on sale for these dates.',
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
  user: {
    title: 'Member info', name: 'Name', email: 'E-mail', phone: 'Mobile number', noPhone: 'No number registered', grade: 'Grade', since: 'Member since',
    change: 'Change mobile number', newPhone: 'New mobile number', send: 'Get code', resend: 'Send again', sent: 'We sent a code to {{phone}}.', code: 'Verification code', save: 'Verify and change', cancel: 'Cancel',
    changed: 'Your mobile number was changed.', masked: 'Parts are hidden to protect your personal data.',
  },
};

const ja: Shape = {
  loading: '読み込み中です。',
  retry: '再試行',
  loginNeeded: 'ログインが必要です。ログインページへ移動します。',
  failed: '読み込めませんでした。',
  wishes: {
    title: 'お気に入り', empty: 'お気に入りの宿泊施設はまだありません。', remove: 'お気に入りから削除', removed: '{{name}}をお気に入りから削除しました。', undo: '元に戻す', restored: '{{name}}をお気に入りに戻しました。', stars: '{{count}}つ星',
    dates: '{{from}}〜{{to}}・1泊・大人2名の本日の料金', price: '1泊 {{amount}}', soldOut: '満室（最安 {{amount}}）', noPrice: 'この日程で販売中の客室はありません。',
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
  user: {
    title: '会員情報', name: '氏名', email: 'メール', phone: '携帯電話番号', noPhone: '登録された番号はありません', grade: '会員ランク', since: '登録日',
    change: '携帯電話番号を変更', newPhone: '新しい携帯電話番号', send: '認証番号を受け取る', resend: '再送信', sent: '{{phone}}に認証番号を送信しました。', code: '認証番号', save: '認証して変更', cancel: 'キャンセル',
    changed: '携帯電話番号を変更しました。', masked: '個人情報保護のため一部を伏せて表示しています。',
  },
};

export const LISTS_NS = 'mypage-lists';
addBundle(LISTS_NS, { ko, en, ja });

export const useListsTranslation = () => useStayTranslation(LISTS_NS);
