// The policy documents and their versions (earlier versions stay readable), ko / en / ja.
// A published version is never edited: a change is a new version with its own effective date
// (the seeder adds the versions a database is missing; rules/__tests__/policy-data.test.ts holds
// every published text's fingerprint). From v3.0 on, the texts live in ./policies/ and use the body
// format of @stay/shared/contracts/policy-document (sections, lists, tables); earlier ones are plain.
import { PRIVACY_V3, TERMS_V3 } from './policies';

type Words = readonly [string, string, string];

export interface PolicySeed {
  kind: 'terms' | 'privacy' | 'ir';
  version: string;
  effectiveDate: string;
  title: Words;
  body: Words;
}

const TERMS: Words = ['서비스 이용약관', 'Terms of service', '利用規約'];
const PRIVACY: Words = ['개인정보 처리방침', 'Privacy policy', '個人情報処理方針'];
/** The day v3.0 of the terms and of the privacy policy take effect. */
export const POLICIES_V3_DATE = '2026-11-28';

const IR: Words = ['투자정보', 'Investor relations', '投資家情報'];

export const POLICIES: PolicySeed[] = [
  {
    kind: 'terms', version: 'v1.0', effectiveDate: '2025-01-01', title: TERMS,
    body: [
      '제1조 (목적)\n이 약관은 어썸스테이(이하 "회사")가 제공하는 숙박 예약 중개 서비스의 이용 조건을 정합니다.\n\n제2조 (중개자의 지위)\n회사는 통신판매중개자로서 숙소와 회원 사이의 거래에 당사자가 아니며, 예약·이용·환불의 책임은 각 공급자에게 있습니다.\n\n제3조 (예약과 결제)\n예약은 결제가 완료된 때 성립합니다. 취소와 환불은 예약 화면에 표시된 취소 규정을 따릅니다.',
      'Article 1 (Purpose)\nThese terms set the conditions for using the stay booking intermediary service of AwesomeStay (the "Company").\n\nArticle 2 (Intermediary)\nThe Company is an intermediary, not a party to the contract between a stay and a member; suppliers are responsible for bookings, use and refunds.\n\nArticle 3 (Booking and payment)\nA booking is made when payment completes. Cancellations and refunds follow the rules shown when booking.',
      '第1条（目的）\n本規約はオーサムステイ（以下「会社」）が提供する宿泊予約仲介サービスの利用条件を定めます。\n\n第2条（仲介者の地位）\n会社は通信販売仲介者であり、施設と会員の取引の当事者ではありません。予約・利用・返金の責任は各供給者にあります。\n\n第3条（予約と決済）\n予約は決済完了時に成立します。キャンセルと返金は予約画面に表示された規定に従います。',
    ],
  },
  {
    kind: 'terms', version: 'v2.0', effectiveDate: '2026-06-01', title: TERMS,
    body: [
      '제1조 (목적)\n이 약관은 어썸스테이(이하 "회사")가 제공하는 숙박 예약 중개 서비스와 어썸 멤버십의 이용 조건을 정합니다.\n\n제2조 (중개자의 지위)\n회사는 통신판매중개자로서 숙소와 회원 사이의 거래에 당사자가 아니며, 예약·이용·환불의 책임은 각 공급자에게 있습니다.\n\n제3조 (예약과 결제)\n예약은 결제가 완료된 때 성립합니다. 취소와 환불은 예약 화면에 표시된 취소 규정을 따릅니다.\n\n제4조 (어썸 멤버십)\n실버(월간)는 1인 1회만 가입할 수 있고, 골드(연간)는 가입 후 7일 이내에 멤버십을 사용한 예약이 없으면 환불받을 수 있습니다.\n\n제5조 (고객센터)\n고객센터는 평일 10:30~16:30(점심 12:00~13:00)에 운영하며, 1:1 문의에는 운영 시간 기준 90분 안에 첫 답변을 드립니다.',
      'Article 1 (Purpose)\nThese terms set the conditions for using the stay booking intermediary service and the Awesome membership of AwesomeStay (the "Company").\n\nArticle 2 (Intermediary)\nThe Company is an intermediary, not a party to the contract between a stay and a member; suppliers are responsible for bookings, use and refunds.\n\nArticle 3 (Booking and payment)\nA booking is made when payment completes. Cancellations and refunds follow the rules shown when booking.\n\nArticle 4 (Awesome membership)\nSilver (monthly) can be joined once per person. Gold (yearly) is refundable within 7 days of joining if no booking used it.\n\nArticle 5 (Customer centre)\nThe customer centre is open on weekdays 10:30-16:30 (lunch 12:00-13:00) and gives a first answer to a 1:1 inquiry within 90 minutes of its opening hours.',
      '第1条（目的）\n本規約はオーサムステイ（以下「会社」）が提供する宿泊予約仲介サービスおよびAwesomeメンバーシップの利用条件を定めます。\n\n第2条（仲介者の地位）\n会社は通信販売仲介者であり、施設と会員の取引の当事者ではありません。予約・利用・返金の責任は各供給者にあります。\n\n第3条（予約と決済）\n予約は決済完了時に成立します。キャンセルと返金は予約画面に表示された規定に従います。\n\n第4条（Awesomeメンバーシップ）\nシルバー（月額）はお一人様1回のみ加入できます。ゴールド（年額）は加入後7日以内にメンバーシップを利用した予約がなければ返金できます。\n\n第5条（カスタマーセンター）\nカスタマーセンターは平日10:30〜16:30（昼休み12:00〜13:00）に営業し、1:1お問い合わせには営業時間内で90分以内に最初の回答をいたします。',
    ],
  },
  {
    kind: 'privacy', version: 'v1.0', effectiveDate: '2025-01-01', title: PRIVACY,
    body: [
      '1. 수집하는 개인정보\n이름, 이메일, 휴대폰 번호, 예약 정보(투숙객 이름, 연락처)를 수집합니다.\n\n2. 이용 목적\n예약 처리, 본인 확인, 고객 상담에 이용합니다.\n\n3. 보유 기간\n회원 탈퇴 시까지 보유하며, 관계 법령이 정한 기간 동안은 거래 기록을 보관합니다.',
      '1. What we collect\nName, e-mail, mobile number and booking details (guest name and contact).\n\n2. Why\nTo process bookings, verify your identity and answer your questions.\n\n3. How long\nUntil you leave; transaction records are kept for the periods the law requires.',
      '1. 収集する個人情報\n氏名、メールアドレス、携帯電話番号、予約情報（宿泊者氏名・連絡先）を収集します。\n\n2. 利用目的\n予約処理、本人確認、お問い合わせ対応に利用します。\n\n3. 保有期間\n退会時まで保有し、関係法令の定める期間は取引記録を保管します。',
    ],
  },
  {
    kind: 'privacy', version: 'v1.1', effectiveDate: '2025-09-01', title: PRIVACY,
    body: [
      '1. 수집하는 개인정보\n이름, 이메일, 휴대폰 번호, 예약 정보(투숙객 이름, 연락처)와 카카오 로그인 시 카카오 계정 식별자를 수집합니다.\n\n2. 이용 목적\n예약 처리, 본인 확인, 고객 상담에 이용합니다.\n\n3. 보유 기간\n회원 탈퇴 시까지 보유하며, 관계 법령이 정한 기간 동안은 거래 기록을 보관합니다.',
      '1. What we collect\nName, e-mail, mobile number, booking details (guest name and contact) and, with Kakao login, your Kakao account id.\n\n2. Why\nTo process bookings, verify your identity and answer your questions.\n\n3. How long\nUntil you leave; transaction records are kept for the periods the law requires.',
      '1. 収集する個人情報\n氏名、メールアドレス、携帯電話番号、予約情報（宿泊者氏名・連絡先）、カカオログイン時はカカオアカウントIDを収集します。\n\n2. 利用目的\n予約処理、本人確認、お問い合わせ対応に利用します。\n\n3. 保有期間\n退会時まで保有し、関係法令の定める期間は取引記録を保管します。',
    ],
  },
  {
    kind: 'privacy', version: 'v2.0', effectiveDate: '2026-03-01', title: PRIVACY,
    body: [
      '1. 수집하는 개인정보\n이름, 이메일, 휴대폰 번호, 예약 정보(투숙객 이름, 연락처), 카카오 로그인 시 카카오 계정 식별자, 1:1 문의 내용을 수집합니다.\n\n2. 이용 목적\n예약 처리, 본인 확인, 1:1 문의 답변과 답변 알림에 이용합니다.\n\n3. 제3자 제공\n예약한 숙소와 공급자에게 예약 이행에 필요한 투숙객 정보만 제공합니다.\n\n4. 보유 기간\n회원 탈퇴 시까지 보유하며, 관계 법령이 정한 기간 동안은 거래 기록을 보관합니다. 1:1 문의는 답변 후 3년간 보관합니다.',
      '1. What we collect\nName, e-mail, mobile number, booking details (guest name and contact), your Kakao account id with Kakao login, and what you write in 1:1 inquiries.\n\n2. Why\nTo process bookings, verify your identity, answer 1:1 inquiries and tell you when we have.\n\n3. Sharing\nThe stay and supplier you book receive only the guest details the booking needs.\n\n4. How long\nUntil you leave; transaction records are kept for the periods the law requires. Inquiries are kept for 3 years after the answer.',
      '1. 収集する個人情報\n氏名、メールアドレス、携帯電話番号、予約情報（宿泊者氏名・連絡先）、カカオログイン時のカカオアカウントID、1:1お問い合わせの内容を収集します。\n\n2. 利用目的\n予約処理、本人確認、1:1お問い合わせへの回答と回答のお知らせに利用します。\n\n3. 第三者提供\nご予約の施設と供給者には予約の履行に必要な宿泊者情報のみを提供します。\n\n4. 保有期間\n退会時まで保有し、関係法令の定める期間は取引記録を保管します。お問い合わせは回答後3年間保管します。',
    ],
  },
  { kind: 'terms', version: 'v3.0', effectiveDate: POLICIES_V3_DATE, title: TERMS, body: TERMS_V3 },
  { kind: 'privacy', version: 'v3.0', effectiveDate: POLICIES_V3_DATE, title: PRIVACY, body: PRIVACY_V3 },
  {
    kind: 'ir', version: '2025', effectiveDate: '2025-03-31', title: IR,
    body: [
      '회사 개요\n어썸스테이는 국내외 프리미엄 숙소를 원가에 예약할 수 있는 숙박 예약 중개 플랫폼입니다.\n\n공시 자료\n정기 공시와 감사보고서는 투자정보 문의를 통해 받아보실 수 있습니다.\n\nIR 문의\n1:1 문의에서 "기타"를 선택해 남겨 주세요.',
      'About us\nAwesomeStay is a booking platform for premium stays in Korea and abroad at original prices.\n\nDisclosures\nAnnual reports and audit reports are available on request.\n\nIR contact\nSend a 1:1 inquiry of type "Other".',
      '会社概要\nオーサムステイは国内外のプレミアム宿泊施設を原価で予約できる宿泊予約仲介プラットフォームです。\n\n開示資料\n定期開示資料と監査報告書はお問い合わせにてお送りします。\n\nIRお問い合わせ\n1:1お問い合わせで「その他」を選択してお送りください。',
    ],
  },
];
