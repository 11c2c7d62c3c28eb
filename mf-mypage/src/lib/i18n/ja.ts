import type { MypageStrings } from './ko';

export const ja: MypageStrings = {
  loading: '読み込み中です。',
  retry: '再試行',
  loginNeeded: 'ログインが必要です。ログインページへ移動します。',
  failed: '読み込めませんでした。',
  money: {
    paidTotal: '合計',
    refundTotal: '返金合計',
    when: { IMMEDIATE: 'キャンセルと同時に返還', BY_DATE: '{{date}}までに返金（最大3営業日）' },
    route: { PAYMENT: '{{method}}', ADD_PAY: '追加決済（{{method}}）', AWESOME_CASH: 'オーサムキャッシュ', WELFARE_POINTS: '福利厚生ポイント', COUPON: 'クーポン割引' },
    ledger: {
      scope: { WHOLE: '予約全体のキャンセル・{{date}}', ROOM: '1室のキャンセル・{{date}}', NIGHTS: '最後の宿泊日のキャンセル・{{date}}' },
      when: {
        IMMEDIATE: 'キャンセルと同時に返還済み',
        DUE: '{{date}}までに返金予定（最大3営業日）',
        LANDED: '{{date}}までに返金済み',
        UNKNOWN: '返金の時期はカード会社・決済手段により異なります',
        COUPON: 'クーポンで返却・現金ではありません',
      },
      coupon: 'クーポン返却',
      couponAmount: '{{amount}}のクーポン',
      total: '返金合計',
      couponNote: '返却されたクーポンは現金ではないため、返金合計に含まれません。',
    },
  },
  notFound: {
    title: 'ページが見つかりません',
    lead: 'アドレスをもう一度ご確認ください。',
  },
  home: {
    title: 'マイページ',
    lead: '予約・クーポン・ポイントをまとめて管理できます。',
  },
  user: {
    title: '会員情報',
    lead: '名前・連絡先・パスワードを管理します。',
  },
  books: {
    title: '予約履歴',
    lead: '今後の予約と過去の予約を確認できます。',
  },
  wishes: {
    title: 'お気に入り',
    lead: '保存した宿泊施設です。',
  },
  coupon: {
    title: 'クーポン',
    lead: '利用できるクーポンです。',
  },
  cash: {
    title: 'オーサムキャッシュ',
    lead: 'ポイントと履歴を確認できます。',
  },
};
