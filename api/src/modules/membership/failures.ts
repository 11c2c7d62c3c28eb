// Membership failures, through the envelope's `extra` like the booking's: 409 = the
// membership is not in a state that allows it, 404 = not yours or not there, 402 = the card said no.
import { failureCatalog } from '../../lib/app-error';
import type { Texts } from '../../lib/locale';

const TEXTS = {
  SILVER_ONCE: { ko: '실버는 1인 1회만 가입할 수 있습니다. 골드를 이용해 주세요.', en: 'Silver can be joined once per person. Please choose Gold.', ja: 'シルバーはお一人様1回のみ加入できます。ゴールドをご利用ください。' },
  ALREADY_MEMBER: { ko: '이미 이용 중인 멤버십이 있습니다.', en: 'You already have a membership.', ja: 'すでにご利用中のメンバーシップがあります。' },
  CORPORATE: { ko: '기업 회원은 어썸 멤버십에 가입할 수 없습니다.', en: 'Corporate members cannot join the Awesome membership.', ja: '法人会員はオーサムメンバーシップに加入できません。' },
  NO_MEMBERSHIP: { ko: '이용 중인 멤버십이 없습니다.', en: 'You have no membership.', ja: 'ご利用中のメンバーシップがありません。' },
  INVALID_STATE: { ko: '지금 상태에서는 할 수 없는 요청입니다. 화면을 새로고침해 주세요.', en: 'That cannot be done in the membership’s current state. Please refresh.', ja: '現在の状態ではできない操作です。画面を更新してください。' },
  REFUND_UNAVAILABLE: { ko: '환불 가능 기간이 지났거나 멤버십으로 예약한 내역이 있어 환불할 수 없습니다.', en: 'A refund is no longer possible: the 7 days are over or a booking used the membership.', ja: '返金期間が過ぎたか、メンバーシップを利用した予約があるため返金できません。' },
  CHECKOUT_NOT_FOUND: { ko: '결제 요청을 찾을 수 없습니다. 처음부터 다시 시도해 주세요.', en: 'This payment request was not found. Please start again.', ja: 'お支払いのリクエストが見つかりません。最初からやり直してください。' },
  CARD_NOT_REGISTERED: { ko: '카드 등록이 완료되지 않았습니다.', en: 'The card was not registered.', ja: 'カードの登録が完了しませんでした。' },
  PAYMENT_DECLINED: { ko: '카드사에서 결제를 거절했습니다. 다른 카드로 시도해 주세요.', en: 'The card issuer declined the payment. Please try another card.', ja: 'カード会社が決済を拒否しました。別のカードでお試しください。' },
  GATEWAY_BUSY: { ko: '결제사와 통신하지 못했습니다. 잠시 후 다시 시도해 주세요. 두 번 결제되지 않습니다.', en: 'The payment company could not be reached. Please try again shortly; you will not be charged twice.', ja: '決済会社と通信できませんでした。しばらくしてから再度お試しください。二重に請求されることはありません。' },
  DEMO_ONLY: { ko: '데모 모드에서만 사용할 수 있습니다.', en: 'Only available in demo mode.', ja: 'デモモードでのみ利用できます。' },
  PRICE_INVALID: { ko: '가격은 100원 이상 1,000,000원 이하의 원 단위 금액이어야 합니다.', en: 'The price must be a whole number of won from 100 to 1,000,000.', ja: '価格は100ウォン以上1,000,000ウォン以下のウォン単位の金額にしてください。' },
  PRICE_DATE_INVALID: { ko: '적용일은 YYYY-MM-DD 형식의 날짜여야 합니다.', en: 'The start date must be a date in the form YYYY-MM-DD.', ja: '適用日はYYYY-MM-DD形式の日付にしてください。' },
  PRICE_TOO_SOON: { ko: '가격 변경은 30일 이후부터 적용할 수 있습니다. 회원에게 동의를 구할 기간이 필요합니다.', en: 'A price change can start no sooner than 30 days from today: members need that long to answer.', ja: '価格変更は30日後以降から適用できます。会員に同意を求める期間が必要です。' },
  PRICE_SAME: { ko: '그 날짜에 이미 같은 가격이거나 예약된 변경이 있습니다.', en: 'That price is already in force then, or a change is already scheduled for that day.', ja: 'その日にはすでに同じ価格か、予定された変更があります。' },
  PRICE_NOT_ASKED: { ko: '지금 답할 가격 변경이 없습니다.', en: 'There is no price change to answer now.', ja: '現在お答えいただく価格変更はありません。' },
  PRICE_WINDOW_CLOSED: { ko: '갱신일이 지나 더 이상 답할 수 없습니다.', en: 'The renewal date has passed; this can no longer be answered.', ja: '更新日を過ぎたため、回答できません。' },
  PRICE_BELOW_FLOOR: {
    ko: '가격은 실버 950원, 골드 9,500원(정가의 절반) 아래로 정할 수 없습니다.',
    en: 'A price cannot go below 950 won for Silver or 9,500 won for Gold (half the standard price).',
    ja: '価格はシルバー950ウォン、ゴールド9,500ウォン（定価の半額）を下回って設定できません。',
  },
  PRICING_ONLY: { ko: '멤버십 가격 관리 권한이 있는 직원만 사용할 수 있습니다.', en: 'Only staff with the membership pricing role can do this.', ja: 'メンバーシップ価格管理の権限を持つスタッフのみ利用できます。' },
} satisfies Record<string, Texts>;

export type MembershipCode = keyof typeof TEXTS;

const STATUS: Record<MembershipCode, number> = {
  SILVER_ONCE: 409,
  ALREADY_MEMBER: 409,
  CORPORATE: 403,
  NO_MEMBERSHIP: 404,
  INVALID_STATE: 409,
  REFUND_UNAVAILABLE: 409,
  CHECKOUT_NOT_FOUND: 404,
  CARD_NOT_REGISTERED: 409,
  PAYMENT_DECLINED: 402,
  GATEWAY_BUSY: 503,
  DEMO_ONLY: 404,
  PRICE_INVALID: 400,
  PRICE_DATE_INVALID: 400,
  PRICE_TOO_SOON: 409,
  PRICE_SAME: 409,
  PRICE_NOT_ASKED: 409,
  PRICE_WINDOW_CLOSED: 409,
  PRICE_BELOW_FLOOR: 409,
  PRICING_ONLY: 403,
};

export const membershipFail = failureCatalog(TEXTS, STATUS);
