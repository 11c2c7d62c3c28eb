import type { HomeStrings } from './ko';

export const ja: HomeStrings = {
  title: 'マイページ',
  loading: '読み込み中です。',
  failed: '会員情報を読み込めませんでした。',
  retry: '再試行',
  loginNeeded: 'ログインが必要です。ログインページへ移動します。',
  greeting: '{{name}}様、こんにちは',
  defaultName: 'お客',
  grade: {
    bronzeTitle: '一般会員', bronzePitch: 'オーサムメンバーシップでいつでもお得に予約。', subscribe: 'オーサムメンバーシップに加入', corporateLink: '法人会員の方はこちら',
    awesomeTitle: 'オーサム会員', silver: 'シルバー（月額）', gold: 'ゴールド（年額）', manage: 'メンバーシップ管理',
    corporateTitle: '法人会員', corporateRegistered: '{{corpName}} 登録済み', welfare: '福利厚生ポイント',
  },
  stats: { label: '現在の状況', upcoming: '今後の予約', coupons: '利用可能なクーポン', cash: 'オーサムキャッシュ', welfare: '福利厚生ポイント', count_one: '{{count}}件', count_other: '{{count}}件', couponCount_one: '{{count}}枚', couponCount_other: '{{count}}枚' },
  shortcuts: { label: 'ショートカット', books: '予約履歴', wishes: 'お気に入り', coupon: 'クーポン', alarms: '通知の申し込み', cash: 'オーサムキャッシュ', user: '会員情報', inquiries: 'お問い合わせ' },
};
