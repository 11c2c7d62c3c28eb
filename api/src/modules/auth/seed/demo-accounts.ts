// The demo accounts (api/README.md lists them; the root README copies the list). One password
// for all of them, valid under SPEC §5 PASSWORD.
import type { PointReason } from '../../../db/schema/points';

export const DEMO_PASSWORD = 'Stay1234!';

export interface DemoPoint {
  pointType: 'POINT' | 'USER_POINT';
  actionType: 'SAVE' | 'USE' | 'CANCEL' | 'EXPIRE';
  amount: number;
  /** What the member reads (in their language); the stored Korean title follows from it. */
  reason: PointReason;
  /** A Korean title other than the reason's own (kept as the record). */
  title?: string;
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
      { pointType: 'POINT', actionType: 'SAVE', amount: 3000, reason: 'SIGNUP_BONUS', daysAgo: 40 },
      { pointType: 'POINT', actionType: 'SAVE', amount: 1200, reason: 'REVIEW_REWARD', daysAgo: 21, orderNum: 'AS240001' },
      { pointType: 'POINT', actionType: 'USE', amount: -1000, reason: 'BOOKING_USE', daysAgo: 7, orderNum: 'AS240002' },
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
      { pointType: 'POINT', actionType: 'SAVE', amount: 3000, reason: 'SIGNUP_BONUS', daysAgo: 60 },
      { pointType: 'POINT', actionType: 'SAVE', amount: 5000, reason: 'MEMBERSHIP_WELCOME', daysAgo: 10 },
      { pointType: 'POINT', actionType: 'USE', amount: -2500, reason: 'BOOKING_USE', daysAgo: 4, orderNum: 'AS240011' },
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
      { pointType: 'POINT', actionType: 'SAVE', amount: 3000, reason: 'SIGNUP_BONUS', daysAgo: 200 },
      { pointType: 'POINT', actionType: 'SAVE', amount: 19000, reason: 'MEMBERSHIP_CASHBACK', title: '골드 멤버십 캐시백', daysAgo: 30 },
      { pointType: 'POINT', actionType: 'USE', amount: -12000, reason: 'BOOKING_USE', daysAgo: 12, orderNum: 'AS240021' },
      { pointType: 'POINT', actionType: 'CANCEL', amount: 12000, reason: 'BOOKING_CANCEL_REFUND', daysAgo: 11, orderNum: 'AS240021' },
      { pointType: 'POINT', actionType: 'EXPIRE', amount: -500, reason: 'EXPIRED', daysAgo: 2 },
    ],
  },
  {
    key: 'corporate',
    email: 'corp@awesomestay.kr',
    name: '최하늘',
    phone: '01012340004',
    company: { code: 'AWESOMETECH', deptName: '영업팀' },
    points: [
      { pointType: 'USER_POINT', actionType: 'SAVE', amount: 300000, reason: 'WELFARE_GRANT', title: '올해 복지포인트 지급', daysAgo: 90 },
      { pointType: 'USER_POINT', actionType: 'USE', amount: -85000, reason: 'BOOKING_USE', title: '출장 숙소 예약', daysAgo: 20, orderNum: 'AS240031' },
      { pointType: 'POINT', actionType: 'SAVE', amount: 1000, reason: 'SIGNUP_BONUS', daysAgo: 95 },
    ],
  },
];
