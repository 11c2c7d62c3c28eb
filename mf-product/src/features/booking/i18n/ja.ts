import type { ko } from './ko';

export const ja: typeof ko = {
  title: '予約・お支払い',
  broken: { title: '予約情報を確認できません', lead: '予約リンクが正しくありません。施設ページからもう一度お選びください。' },
  failed: { title: '予約を進められません' },
  backToStay: '施設に戻る',
  summary: {
    title: '予約内容', room: '客室', plan: '料金プラン', checkIn: 'チェックイン', checkOut: 'チェックアウト', stay: '宿泊期間', guests: '人数', cancel: 'キャンセル規定',
  },
  guest: {
    title: '宿泊者情報', name: '氏名', firstName: '名 (英字)', lastName: '姓 (英字)', countryCode: '国番号', tel: '携帯電話番号', telIntl: '電話番号', email: 'メールアドレス',
    intlHint: 'パスポートと同じ英字の氏名を入力してください。', countryHint: '例: 82, 81, 1',
  },
  coupon: {
    title: 'クーポン', label: '適用するクーポン', none: 'クーポンを使わない', off: '{{amount}}割引', empty: '利用できるクーポンはありません。', failed: 'クーポンを読み込めませんでした。',
    unavailable: '{{name}} (利用不可: {{reason}})', expires: '{{date}}まで',
    reason: { MIN_PRICE: '最低金額に未達', EXPIRED: '期限切れ', USED: '利用済み', NOT_APPLICABLE: 'この施設では利用不可', other: '利用不可' },
  },
  points: {
    title: 'ポイント', label: '利用するポイント', have: '保有 {{point}} · 最大 {{max}} 利用可能', useAll: 'すべて使う', over: '最大 {{max}} まで利用できます。', invalid: '数字のみ入力してください。',
  },
  welfare: {
    title: '福利厚生ポイント', label: '利用する福利厚生ポイント', have: '保有 {{point}} · 最大 {{max}} 利用可能 · 残りは下のお支払い方法で決済します', useAll: 'すべて使う', over: '最大 {{max}} まで利用できます。', invalid: '数字のみ入力してください。',
  },
  pay: {
    title: 'お支払い方法', terms: '予約規約、キャンセル規定、施設への個人情報の提供に同意します。', button: '{{amount}}を支払う', ordering: '予約しています…', preparing: '決済画面を開いています…', opening: 'Toss Paymentsを開いています…',
    hold: 'お支払いの間、客室を{{minutes}}分間確保します。', requoting: '金額を再計算しています。',
  },
  form: { termsRequired: '規約に同意してください。', errorsTitle: '入力内容をご確認ください。' },
  deal: { applied: 'イベント特価{{rate}}%割引が適用されました。', notApplied: 'このイベント特価は選択した日程では販売されていないため、通常料金が適用されます。' },
  priceChanged: { title: '料金が変更されました', body: '変更前 {{old}} → 変更後 {{new}}', accept: '新しい料金で支払う', cancel: '戻る' },
  errors: {
    SOLD_OUT: 'たった今売り切れました。別の客室または日付を選択してください。',
    POINTS_EXCEEDED: '利用可能なポイントを超えています。ポイントを入力し直してください。',
    COUPON: '選択したクーポンは利用できないため、適用を解除しました。金額を確認してもう一度お支払いください。',
    HOLD_EXPIRED: 'お支払い時間が過ぎました。もう一度「支払う」を押してください。',
    generic: '予約できませんでした。しばらくしてから再度お試しください。',
  },
};
