// The demo accounts (api/README.md lists them; the root README copies the list). One password
// for all of them, valid under SPEC §5 PASSWORD.
export const DEMO_PASSWORD = 'Stay1234!';

export interface DemoPoint {
  pointType: 'POINT' | 'USER_POINT';
  actionType: 'SAVE' | 'USE' | 'CANCEL' | 'EXPIRE';
  amount: number;
  title: string;
  daysAgo: number;
  orderNum?: string;
}

export interface DemoAccount {
  key: 'bronze' | 'silver' | 'gold' | 'corporate';
  email: string;
  name: string;
  phone: string;
  plan?: 'SILVER' | 'GOLD';
  /** Days before today the membership started. */
  planStartedDaysAgo?: number;
  company?: { code: string; deptName: string };
  points: DemoPoint[];
}

export const DEMO_COMPANIES = [
  { name: '어썸테크 주식회사', nameEn: 'Awesome Tech Co., Ltd.', codes: ['AWESOMETECH', 'ATECH2025'], inactiveCodes: [] as string[] },
  { name: '한빛여행 주식회사', nameEn: 'Hanbit Travel Inc.', codes: ['HANBIT2025'], inactiveCodes: ['HANBIT2020'] },
] as const;

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    key: 'bronze',
    email: 'bronze@awesomestay.kr',
    name: '김민지',
    phone: '01012340001',
    points: [
      { pointType: 'POINT', actionType: 'SAVE', amount: 3000, title: '신규 가입 적립금', daysAgo: 40 },
      { pointType: 'POINT', actionType: 'SAVE', amount: 1200, title: '리뷰 작성 적립', daysAgo: 21, orderNum: 'AS240001' },
      { pointType: 'POINT', actionType: 'USE', amount: -1000, title: '예약 결제 사용', daysAgo: 7, orderNum: 'AS240002' },
    ],
  },
  {
    key: 'silver',
    email: 'silver@awesomestay.kr',
    name: '이서준',
    phone: '01012340002',
    plan: 'SILVER',
    planStartedDaysAgo: 10,
    points: [
      { pointType: 'POINT', actionType: 'SAVE', amount: 3000, title: '신규 가입 적립금', daysAgo: 60 },
      { pointType: 'POINT', actionType: 'SAVE', amount: 5000, title: '어썸 멤버십 가입 축하 적립', daysAgo: 10 },
      { pointType: 'POINT', actionType: 'USE', amount: -2500, title: '예약 결제 사용', daysAgo: 4, orderNum: 'AS240011' },
    ],
  },
  {
    key: 'gold',
    email: 'gold@awesomestay.kr',
    name: '박지우',
    phone: '01012340003',
    plan: 'GOLD',
    planStartedDaysAgo: 30,
    points: [
      { pointType: 'POINT', actionType: 'SAVE', amount: 3000, title: '신규 가입 적립금', daysAgo: 200 },
      { pointType: 'POINT', actionType: 'SAVE', amount: 19000, title: '골드 멤버십 캐시백', daysAgo: 30 },
      { pointType: 'POINT', actionType: 'USE', amount: -12000, title: '예약 결제 사용', daysAgo: 12, orderNum: 'AS240021' },
      { pointType: 'POINT', actionType: 'CANCEL', amount: 12000, title: '예약 취소 환원', daysAgo: 11, orderNum: 'AS240021' },
      { pointType: 'POINT', actionType: 'EXPIRE', amount: -500, title: '유효기간 만료 소멸', daysAgo: 2 },
    ],
  },
  {
    key: 'corporate',
    email: 'corp@awesomestay.kr',
    name: '최하늘',
    phone: '01012340004',
    company: { code: 'AWESOMETECH', deptName: '영업팀' },
    points: [
      { pointType: 'USER_POINT', actionType: 'SAVE', amount: 300000, title: '올해 복지포인트 지급', daysAgo: 90 },
      { pointType: 'USER_POINT', actionType: 'USE', amount: -85000, title: '출장 숙소 예약', daysAgo: 20, orderNum: 'AS240031' },
      { pointType: 'POINT', actionType: 'SAVE', amount: 1000, title: '신규 가입 적립금', daysAgo: 95 },
    ],
  },
];
