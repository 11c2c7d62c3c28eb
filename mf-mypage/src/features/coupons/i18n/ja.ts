import type { CouponsStrings } from './ko';

export const ja: CouponsStrings = {
  title: 'クーポンコードの登録',
  label: 'クーポンコード',
  hint: 'クーポンパックコード（例: WELCOME-PACK）、会社から受け取った企業コード、ライブ配信番号のいずれかを入力してください。スペース、ハイフン（-）、大文字・小文字は区別しません。',
  submit: '登録',
  busy: '登録中…',
  required: 'コードを入力してください。',
  tooLong: 'コードが長すぎます。{{max}}文字以内で入力してください。',
  failed: 'コードを登録できませんでした。しばらくしてからもう一度お試しください。',
  registered: { PACK: 'クーポンパックコードを登録しました。', CORPORATION: '企業コードを登録しました。', LIVE: 'ライブ配信コードを登録しました。' },
  added_one: 'クーポンを{{count}}枚受け取りました: {{names}}',
  added_other: 'クーポンを{{count}}枚受け取りました: {{names}}',
  once: 'コードは会員ごとに1回のみ登録できます。',
  isNew: '新着',
  coupons: {
    title: 'クーポン', groups: { label: 'クーポンの状態', usable: '利用可能', used: '利用済み', expired: '期限切れ' }, empty: '該当するクーポンはありません。',
    minPrice: '{{amount}}以上のご予約で利用可', noMin: '最低金額なし', maxDiscount: '最大{{amount}}割引', external: '提携チャネルの施設にも利用可', ownOnly: 'AwesomeStay直販の施設のみ',
    until: '{{date}}まで', usedOn: '{{date}}に利用', amountOff: '{{amount}}割引', rateOff: '{{rate}}%割引',
  },
};
