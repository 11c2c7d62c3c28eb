// Member home strings (namespace 'mypage-home'), ko/en/ja. Grade card wording: SPEC §2 Profile menu.
import { addBundle, useStayTranslation } from '@stay/shared';

const ko = {
  title: '마이페이지',
  loading: '불러오는 중입니다.',
  failed: '회원 정보를 불러오지 못했습니다.',
  retry: '다시 시도',
  loginNeeded: '로그인이 필요합니다. 로그인 페이지로 이동합니다.',
  greeting: '{{name}}님, 안녕하세요',
  defaultName: '고객',
  grade: {
    bronzeTitle: '일반 회원', bronzePitch: '어썸 멤버십으로 매번 더 저렴하게 예약하세요.', subscribe: '어썸 멤버십 가입', corporateLink: '기업 회원이신가요?',
    awesomeTitle: '어썸 회원', silver: '실버 (월간)', gold: '골드 (연간)', manage: '멤버십 관리',
    corporateTitle: '기업 회원', corporateRegistered: '{{corpName}} 등록됨', welfare: '복지포인트 관리',
  },
  stats: { label: '나의 현황', upcoming: '예정된 예약', coupons: '사용 가능 쿠폰', cash: '어썸캐시', welfare: '복지포인트', count_one: '{{count}}건', count_other: '{{count}}건', couponCount_one: '{{count}}장', couponCount_other: '{{count}}장' },
  shortcuts: { label: '바로가기', books: '예약 내역', wishes: '위시리스트', coupon: '쿠폰', alarms: '알림 신청 내역', cash: '어썸캐시', user: '회원 정보', inquiries: '1:1 문의' },
};

type Shape = typeof ko;

const en: Shape = {
  title: 'My page',
  loading: 'Loading.',
  failed: 'Your member information could not be loaded.',
  retry: 'Try again',
  loginNeeded: 'Please log in. Taking you to the login page.',
  greeting: 'Hello, {{name}}',
  defaultName: 'customer',
  grade: {
    bronzeTitle: 'General member', bronzePitch: 'Book for less every time with the awesome membership.', subscribe: 'Join awesome membership', corporateLink: 'Are you a corporate member?',
    awesomeTitle: 'Awesome member', silver: 'Silver (monthly)', gold: 'Gold (yearly)', manage: 'Manage membership',
    corporateTitle: 'Corporate member', corporateRegistered: '{{corpName}} registered', welfare: 'Welfare points',
  },
  stats: { label: 'At a glance', upcoming: 'Upcoming bookings', coupons: 'Usable coupons', cash: 'Awesome cash', welfare: 'Welfare points', count_one: '{{count}}', count_other: '{{count}}', couponCount_one: '{{count}}', couponCount_other: '{{count}}' },
  shortcuts: { label: 'Shortcuts', books: 'My bookings', wishes: 'Wishlist', coupon: 'Coupons', alarms: 'My alarms', cash: 'Awesome cash', user: 'Member info', inquiries: 'Inquiries' },
};

const ja: Shape = {
  title: 'マイページ',
  loading: '読み込み中です。',
  failed: '会員情報を読み込めませんでした。',
  retry: '再試行',
  loginNeeded: 'ログインが必要です。ログインページへ移動します。',
  greeting: '{{name}}様、こんにちは',
  defaultName: 'お客',
  grade: {
    bronzeTitle: '一般会員', bronzePitch: 'オーサムメンバーシップでいつでもお得に予約。', subscribe: 'オーサムメンバーシップに加入', corporateLink: '法人会員の方はこちら',
    awesomeTitle: 'オーサム会員', silver: 'シルバー（月額）', gold: 'ゴールド（年額）', manage: 'メンバーシップ管理',
    corporateTitle: '法人会員', corporateRegistered: '{{corpName}} 登録済み', welfare: '福利厚生ポイント',
  },
  stats: { label: '現在の状況', upcoming: '今後の予約', coupons: '利用可能なクーポン', cash: 'オーサムキャッシュ', welfare: '福利厚生ポイント', count_one: '{{count}}件', count_other: '{{count}}件', couponCount_one: '{{count}}枚', couponCount_other: '{{count}}枚' },
  shortcuts: { label: 'ショートカット', books: '予約履歴', wishes: 'お気に入り', coupon: 'クーポン', alarms: '通知の申し込み', cash: 'オーサムキャッシュ', user: '会員情報', inquiries: 'お問い合わせ' },
};

export const HOME_NS = 'mypage-home';
export const homeMessages = { ko, en, ja };
addBundle(HOME_NS, homeMessages);

export const useHomeTranslation = () => useStayTranslation(HOME_NS);
