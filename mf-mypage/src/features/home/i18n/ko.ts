// Namespace 'mypage-home' (member home strings), Korean. en.ts and ja.ts follow this shape.
export const ko = {
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

export type HomeStrings = typeof ko;
