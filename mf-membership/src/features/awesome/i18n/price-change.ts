// The price-change consent screen and its receipts ('membershipPrice' namespace), in ko, en and ja.
import { addBundle } from '@stay/shared';

const ko = {
  title: '멤버십 가격 변경 동의',
  lead: '다음 갱신부터 멤버십 가격이 바뀝니다. 동의하실지 선택해 주세요.',
  facts: {
    plan: '플랜',
    renewal: '갱신일',
    oldPrice: '지금 가격',
    newPrice: '새 가격',
    card: '결제 카드',
    noCard: '등록된 카드 없음',
  },
  explain: '{{date}} 갱신부터 {{old}} 대신 {{new}}이(가) {{card}} 카드로 결제됩니다.',
  ifNot: '동의하지 않거나 {{date}}까지 답하지 않으면 멤버십은 {{date}}에 종료되고 더 이상 결제되지 않습니다. 그때까지 혜택은 그대로입니다.',
  change: '갱신일 전까지 답을 바꿀 수 있습니다. 마지막 답이 적용됩니다.',
  accept: '새 가격에 동의하고 계속 이용',
  decline: '동의하지 않음 ({{date}}에 종료)',
  working: '처리 중…',
  answer: {
    ACCEPTED: '동의하셨습니다. {{date}}에 {{amount}}이(가) 결제됩니다.',
    DECLINED: '동의하지 않으셨습니다. 멤버십은 {{date}}에 종료되며 결제되지 않습니다.',
    NO_ANSWER: '답하지 않으셔서 멤버십이 종료되었습니다.',
  },
  notYet: '가격 변경이 예정되어 있습니다. 갱신일 30일 전({{date}})부터 동의 여부를 여쭙니다.',
  cut: '{{date}} 갱신부터 가격이 {{old}}에서 {{new}}(으)로 내려갑니다. 따로 동의하실 필요는 없습니다.',
  none: '지금 답하실 가격 변경이 없습니다.',
  receipts: '답변 기록',
  receiptsEmpty: '가격 변경에 답한 기록이 없습니다.',
  receipt: '{{plan}} · 갱신일 {{renewal}} · {{old}} → {{new}}',
  receiptAnswer: { ACCEPTED: '동의', DECLINED: '동의하지 않음', NO_ANSWER: '답하지 않음 (종료)' },
  toManagement: '멤버십 관리로 돌아가기',
  banner: '멤버십 가격이 {{date}} 갱신부터 {{new}}(으)로 바뀝니다. 동의 여부를 알려 주세요.',
  bannerButton: '가격 변경 확인하고 답하기',
  pendingCharge: '{{date}} 갱신: 새 가격 {{amount}}에 대한 동의를 기다리는 중',
  endsDeclined: '없음 ({{date}}에 종료: 새 가격에 동의하지 않음)',
  answered: '답변을 저장했습니다.',
};

type Messages = typeof ko;

const en: Messages = {
  title: 'Membership price change',
  lead: 'Your membership price changes from your next renewal. Please tell us whether you agree.',
  facts: { plan: 'Plan', renewal: 'Renewal date', oldPrice: 'Price now', newPrice: 'New price', card: 'Payment card', noCard: 'No card registered' },
  explain: 'From the renewal on {{date}}, {{new}} instead of {{old}} will be charged to card {{card}}.',
  ifNot: 'If you do not agree, or do not answer by {{date}}, your membership ends on {{date}} and you will not be charged again. Your benefits continue until then.',
  change: 'You can change your answer until the renewal date. Your last answer counts.',
  accept: 'Agree to the new price and continue',
  decline: 'Do not agree (ends on {{date}})',
  working: 'Working…',
  answer: {
    ACCEPTED: 'You agreed. {{amount}} will be charged on {{date}}.',
    DECLINED: 'You did not agree. Your membership ends on {{date}} and will not be charged.',
    NO_ANSWER: 'There was no answer, so the membership ended.',
  },
  notYet: 'A price change is scheduled. We will ask you from 30 days before your renewal ({{date}}).',
  cut: 'From the renewal on {{date}} the price goes down from {{old}} to {{new}}. Nothing for you to do.',
  none: 'There is no price change to answer now.',
  receipts: 'Your answers',
  receiptsEmpty: 'You have not answered any price change.',
  receipt: '{{plan}} · renewal {{renewal}} · {{old}} → {{new}}',
  receiptAnswer: { ACCEPTED: 'Agreed', DECLINED: 'Did not agree', NO_ANSWER: 'No answer (ended)' },
  toManagement: 'Back to membership',
  banner: 'Your membership price changes to {{new}} from the renewal on {{date}}. Please tell us whether you agree.',
  bannerButton: 'See the price change and answer',
  pendingCharge: 'Renewal on {{date}}: waiting for your consent to the new price {{amount}}',
  endsDeclined: 'None (ends on {{date}}: new price not agreed)',
  answered: 'Your answer was saved.',
};

const ja: Messages = {
  title: 'メンバーシップ価格変更への同意',
  lead: '次回の更新からメンバーシップの価格が変わります。同意されるかお選びください。',
  facts: { plan: 'プラン', renewal: '更新日', oldPrice: '現在の価格', newPrice: '新しい価格', card: 'お支払いカード', noCard: '登録カードなし' },
  explain: '{{date}}の更新から、{{old}}ではなく{{new}}が{{card}}のカードに請求されます。',
  ifNot: '同意されない場合、または{{date}}までにご回答がない場合、メンバーシップは{{date}}に終了し、以後の請求はありません。それまで特典は続きます。',
  change: '更新日まではご回答を変更できます。最後のご回答が適用されます。',
  accept: '新しい価格に同意して継続',
  decline: '同意しない（{{date}}に終了）',
  working: '処理中…',
  answer: {
    ACCEPTED: '同意されました。{{date}}に{{amount}}が請求されます。',
    DECLINED: '同意されませんでした。メンバーシップは{{date}}に終了し、請求はありません。',
    NO_ANSWER: 'ご回答がなかったため、メンバーシップは終了しました。',
  },
  notYet: '価格変更が予定されています。更新日の30日前（{{date}}）から同意をお伺いします。',
  cut: '{{date}}の更新から価格が{{old}}から{{new}}に下がります。お手続きは不要です。',
  none: '現在お答えいただく価格変更はありません。',
  receipts: 'ご回答の記録',
  receiptsEmpty: '価格変更へのご回答の記録はありません。',
  receipt: '{{plan}} · 更新日 {{renewal}} · {{old}} → {{new}}',
  receiptAnswer: { ACCEPTED: '同意', DECLINED: '同意しない', NO_ANSWER: '回答なし（終了）' },
  toManagement: 'メンバーシップ管理に戻る',
  banner: '{{date}}の更新からメンバーシップ価格が{{new}}に変わります。同意されるかお知らせください。',
  bannerButton: '価格変更を確認して回答する',
  pendingCharge: '{{date}}の更新：新しい価格{{amount}}への同意をお待ちしています',
  endsDeclined: 'なし（{{date}}に終了：新しい価格に同意なし）',
  answered: 'ご回答を保存しました。',
};

export const priceChangeMessages = { ko, en, ja };

export function registerPriceChangeI18n(): void {
  addBundle('membershipPrice', priceChangeMessages);
}
