import type { CouponsStrings } from './ko';

export const ja: CouponsStrings = {
  title: 'クーポンコードの登録',
  kind: { label: 'コードの種類', PACK: 'クーポンパックコード', CORPORATION: '企業コード', LIVE: 'ライブ配信番号' },
  input: { PACK: 'クーポンパックコードを入力', CORPORATION: '企業コードを入力', LIVE: 'ライブ配信番号を入力' },
  hint: { PACK: '例: WELCOME-PACK。大文字・小文字は区別しません。', CORPORATION: '英大文字と数字4〜20文字', LIVE: 'ライブ配信画面に表示される番号' },
  submit: '登録',
  required: 'コードを入力してください。',
  corporationFormat: '英大文字と数字を入力してください。',
  liveFormat: '数字のみ入力してください。',
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
