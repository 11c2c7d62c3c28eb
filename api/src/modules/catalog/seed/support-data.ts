// Notices and FAQs (GET /v1/notices, /v2/faqs/*), in ko / en / ja.
import type { Words } from './names-data';

export interface NoticeSeed {
  type: 'NOTICE' | 'EVENT' | 'SYSTEM';
  pinned?: boolean;
  title: Words;
  content: Words;
}

export const NOTICES: NoticeSeed[] = [
  { type: 'NOTICE', pinned: true, title: ['고객센터 운영 시간 안내', 'Customer centre hours', 'カスタマーセンター営業時間のご案内'], content: ['고객센터는 평일 10:30~16:30에 운영합니다. (점심시간 12:00~13:00, 주말·공휴일 휴무)', 'The customer centre is open on weekdays from 10:30 to 16:30 (lunch 12:00-13:00; closed weekends and holidays).', 'カスタマーセンターは平日10:30〜16:30に営業しています。（昼休み12:00〜13:00、土日祝休み）'] },
  { type: 'SYSTEM', title: ['시스템 점검 안내 (새벽 2시~4시)', 'Scheduled maintenance (2-4 a.m.)', 'システムメンテナンスのお知らせ（午前2時〜4時）'], content: ['서비스 안정화를 위해 새벽 2시부터 4시까지 점검을 진행합니다. 점검 중에는 예약과 결제가 일시 중단됩니다.', 'We are carrying out maintenance from 2 to 4 a.m. Booking and payment are paused during that time.', 'サービス安定化のため午前2時から4時までメンテナンスを行います。メンテナンス中は予約と決済が一時停止します。'] },
  { type: 'EVENT', title: ['어썸 멤버십 가입 이벤트', 'Awesome membership sign-up event', 'Awesomeメンバーシップ加入イベント'], content: ['이번 달 어썸 멤버십에 가입하시면 5,000 포인트를 추가로 드립니다.', 'Join the Awesome membership this month and get 5,000 extra points.', '今月Awesomeメンバーシップに加入すると5,000ポイントを追加でプレゼントします。'] },
  { type: 'NOTICE', title: ['해외 숙소 예약 시 영문 이름 입력 안내', 'Enter your name in English for overseas stays', '海外宿泊予約時の英文氏名入力について'], content: ['해외 숙소는 여권과 같은 영문 이름으로 예약해 주세요. 이름이 다르면 체크인이 거절될 수 있습니다.', 'Book overseas stays with your name exactly as in your passport, or check-in may be refused.', '海外の宿泊施設はパスポートと同じ英文氏名でご予約ください。異なる場合チェックインを断られることがあります。'] },
  { type: 'NOTICE', title: ['결제 수단 추가: 토스페이', 'New payment method: Toss Pay', '決済手段追加：Toss Pay'], content: ['이제 토스페이로도 결제하실 수 있습니다.', 'You can now pay with Toss Pay.', 'Toss Payでもお支払いいただけるようになりました。'] },
  { type: 'EVENT', title: ['여름 휴가 얼리버드 특가', 'Summer early-bird sale', '夏休み早割セール'], content: ['7~8월 숙박을 미리 예약하시면 최대 30% 할인된 가격으로 이용하실 수 있습니다.', 'Book July and August stays early and save up to 30%.', '7〜8月のご宿泊を早めにご予約いただくと最大30%割引になります。'] },
  { type: 'NOTICE', title: ['취소 수수료 규정 안내', 'About cancellation fees', 'キャンセル料規定のご案内'], content: ['무료 취소 기한이 지난 뒤에는 숙소 규정에 따라 취소 수수료가 부과되며, 환불 불가 요금은 취소할 수 없습니다.', 'After the free-cancellation date, the stay’s cancellation fees apply; non-refundable rates cannot be cancelled.', '無料キャンセル期限を過ぎると施設の規定によりキャンセル料がかかります。返金不可の料金はキャンセルできません。'] },
  { type: 'SYSTEM', title: ['일부 카드사 결제 지연 안내', 'Delays with some card payments', '一部カード会社の決済遅延について'], content: ['일부 카드사의 승인 지연으로 결제 완료까지 시간이 걸릴 수 있습니다.', 'Some card issuers are slow to approve payments at the moment.', '一部カード会社の承認遅延により、決済完了まで時間がかかる場合があります。'] },
  { type: 'EVENT', title: ['리뷰 작성 적립금 2배', 'Double points for reviews', 'レビュー投稿ポイント2倍'], content: ['이번 달 작성한 숙박 후기에는 적립금을 두 배로 드립니다.', 'Reviews written this month earn double points.', '今月投稿した宿泊レビューにはポイントを2倍付与します。'] },
  { type: 'NOTICE', title: ['기업 회원 복지포인트 사용 안내', 'Using welfare points as a corporate member', '法人会員の福利厚生ポイント利用について'], content: ['기업 회원은 결제 단계에서 복지포인트를 사용할 수 있습니다.', 'Corporate members can use welfare points at the payment step.', '法人会員は決済画面で福利厚生ポイントをご利用いただけます。'] },
  { type: 'NOTICE', title: ['개인정보 처리방침 개정 안내', 'Update to our privacy policy', '個人情報処理方針改定のお知らせ'], content: ['개인정보 처리방침이 개정되어 다음 달 1일부터 시행됩니다.', 'Our privacy policy has been updated and takes effect on the 1st of next month.', '個人情報処理方針を改定し、来月1日より施行します。'] },
  { type: 'NOTICE', title: ['서비스 이용약관 개정 안내', 'Update to the terms of service', '利用規約改定のお知らせ'], content: ['서비스 이용약관 일부가 변경됩니다. 자세한 내용은 약관 페이지에서 확인해 주세요.', 'Parts of the terms of service are changing; see the terms page for details.', '利用規約の一部が変更されます。詳細は規約ページをご確認ください。'] },
];

export const FAQ_TYPES: { code: string; words: Words }[] = [
  { code: 'RESERVATION', words: ['예약·결제', 'Booking and payment', '予約・決済'] },
  { code: 'CANCEL', words: ['취소·환불', 'Cancellation and refund', 'キャンセル・返金'] },
  { code: 'MEMBER', words: ['회원·멤버십', 'Account and membership', '会員・メンバーシップ'] },
  { code: 'COUPON', words: ['쿠폰·포인트', 'Coupons and points', 'クーポン・ポイント'] },
  { code: 'ETC', words: ['기타', 'Other', 'その他'] },
];

export const FAQS: { type: string; title: Words; content: Words }[] = [
  { type: 'RESERVATION', title: ['예약 확정은 언제 되나요?', 'When is my booking confirmed?', '予約はいつ確定しますか？'], content: ['결제 후 숙소에서 확정하면 알림으로 안내해 드립니다. 대부분 즉시 확정됩니다.', 'We notify you once the stay confirms after payment; most bookings are confirmed at once.', 'お支払い後、施設が確定するとお知らせします。ほとんどの予約は即時確定します。'] },
  { type: 'RESERVATION', title: ['어떤 결제 수단을 쓸 수 있나요?', 'Which payment methods can I use?', 'どの決済手段が使えますか？'], content: ['신용카드, 토스페이, 네이버페이, 카카오페이, 페이코, 해외 카드를 지원합니다.', 'Credit card, Toss Pay, Naver Pay, Kakao Pay, Payco and overseas cards.', 'クレジットカード、Toss Pay、Naver Pay、Kakao Pay、Payco、海外カードに対応しています。'] },
  { type: 'RESERVATION', title: ['예약자와 투숙객이 달라도 되나요?', 'Can someone else stay under my booking?', '予約者と宿泊者が異なっても大丈夫ですか？'], content: ['예약 시 투숙객 정보를 실제 투숙하실 분으로 입력해 주세요.', 'Yes: enter the details of the person who will stay when you book.', 'はい。予約時に実際に宿泊される方の情報を入力してください。'] },
  { type: 'RESERVATION', title: ['아이 나이는 왜 입력하나요?', 'Why do you ask for children’s ages?', 'なぜ子どもの年齢を入力するのですか？'], content: ['숙소마다 아이 요금과 인원 기준이 달라 정확한 요금을 보여 드리기 위해서입니다. 만 2세 미만은 인원에 포함되지 않습니다.', 'Stays charge children differently, so ages give you the exact price. Children under 2 are not counted.', '施設ごとに子ども料金や人数の基準が異なるため、正確な料金を表示するためです。2歳未満は人数に含まれません。'] },
  { type: 'CANCEL', title: ['무료 취소는 언제까지 가능한가요?', 'Until when can I cancel for free?', '無料キャンセルはいつまでですか？'], content: ['객실마다 표시된 무료 취소 기한까지 수수료 없이 취소할 수 있습니다.', 'Until the free-cancellation date shown on each rate.', '各料金に表示された無料キャンセル期限まで手数料なしでキャンセルできます。'] },
  { type: 'CANCEL', title: ['환불은 언제 되나요?', 'When will I get my refund?', '返金はいつになりますか？'], content: ['카드사와 결제 수단에 따라 3~7 영업일이 걸릴 수 있습니다.', 'Three to seven business days, depending on your card or payment method.', 'カード会社や決済手段により3〜7営業日かかる場合があります。'] },
  { type: 'CANCEL', title: ['환불 불가 요금도 취소할 수 있나요?', 'Can I cancel a non-refundable rate?', '返金不可の料金もキャンセルできますか？'], content: ['환불 불가 요금은 취소 시 환불되지 않습니다.', 'You can cancel, but nothing is refunded.', 'キャンセルはできますが返金はされません。'] },
  { type: 'CANCEL', title: ['일부 객실만 취소할 수 있나요?', 'Can I cancel only some rooms?', '一部の客室だけキャンセルできますか？'], content: ['부분 취소가 가능한 예약은 예약 내역에서 객실별로 취소할 수 있습니다.', 'Where the booking allows it, cancel room by room in your booking history.', '部分キャンセルが可能な予約は、予約履歴から客室ごとにキャンセルできます。'] },
  { type: 'MEMBER', title: ['어썸 멤버십 혜택은 무엇인가요?', 'What does the Awesome membership give me?', 'Awesomeメンバーシップの特典は？'], content: ['모든 숙소를 회원가로 예약하고 캐시백을 받을 수 있습니다.', 'Member prices on every stay, and cashback.', '全施設を会員価格で予約でき、キャッシュバックも受けられます。'] },
  { type: 'MEMBER', title: ['실버와 골드의 차이는?', 'Silver or Gold?', 'シルバーとゴールドの違いは？'], content: ['실버는 월 1,900원, 골드는 연 19,000원입니다. 골드로 업그레이드하면 즉시 적용됩니다.', 'Silver is KRW 1,900 a month, Gold KRW 19,000 a year; upgrading to Gold takes effect at once.', 'シルバーは月1,900ウォン、ゴールドは年19,000ウォンです。ゴールドへのアップグレードは即時適用されます。'] },
  { type: 'MEMBER', title: ['기업 회원은 어떻게 등록하나요?', 'How do I register as a corporate member?', '法人会員の登録方法は？'], content: ['회사에서 받은 기업 코드를 베네핏몰 등록 화면에 입력해 주세요.', 'Enter the company code from your employer on the benefit-mall page.', '会社から受け取った企業コードをベネフィットモールの登録画面に入力してください。'] },
  { type: 'MEMBER', title: ['비밀번호를 잊어버렸어요', 'I forgot my password', 'パスワードを忘れました'], content: ['로그인 화면의 비밀번호 찾기에서 이메일 또는 휴대폰 인증 후 재설정할 수 있습니다.', 'Use “Find password” on the login page and verify by e-mail or phone.', 'ログイン画面の「パスワードを探す」からメールまたは携帯電話認証後に再設定できます。'] },
  { type: 'COUPON', title: ['쿠폰은 어디서 받나요?', 'Where do I get coupons?', 'クーポンはどこでもらえますか？'], content: ['이벤트 페이지와 숙소 상세에서 쿠폰을 받을 수 있습니다.', 'On event pages and on stay pages.', 'イベントページや施設詳細でクーポンを受け取れます。'] },
  { type: 'COUPON', title: ['쿠폰과 포인트를 함께 쓸 수 있나요?', 'Can I use a coupon and points together?', 'クーポンとポイントは併用できますか？'], content: ['네, 한 예약에 쿠폰 한 장과 포인트를 함께 사용할 수 있습니다.', 'Yes: one coupon plus points per booking.', 'はい。1件の予約でクーポン1枚とポイントを併用できます。'] },
  { type: 'COUPON', title: ['취소하면 포인트는 돌아오나요?', 'Do I get my points back when I cancel?', 'キャンセルするとポイントは戻りますか？'], content: ['취소가 완료되면 사용한 쿠폰과 포인트가 복원됩니다.', 'Yes: coupons and points come back once the cancellation completes.', 'キャンセル完了後、使用したクーポンとポイントは戻ります。'] },
  { type: 'ETC', title: ['영수증은 어떻게 받나요?', 'How do I get a receipt?', '領収書はどうやってもらえますか？'], content: ['예약 내역의 결제 정보에서 영수증을 확인할 수 있습니다.', 'From the payment details in your booking history.', '予約履歴の決済情報から確認できます。'] },
  { type: 'ETC', title: ['고객센터 운영 시간은?', 'When is the customer centre open?', 'カスタマーセンターの営業時間は？'], content: ['평일 10:30~16:30 (점심 12:00~13:00), 주말·공휴일 휴무입니다.', 'Weekdays 10:30-16:30 (lunch 12:00-13:00); closed weekends and holidays.', '平日10:30〜16:30（昼休み12:00〜13:00）、土日祝休みです。'] },
];
