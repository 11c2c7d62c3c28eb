import type { OrderStrings } from './ko';

export const ja: OrderStrings = {
  loading: '読み込み中です。',
  retry: '再試行',
  loginNeeded: 'ログインしてください。ログインページに移動します。',
  status: {
    upcoming: 'ご利用予定', confirm: '予約完了', past: '過去の予約', cancel: 'キャンセル済み', cancelRequest: 'キャンセル申請中', cancelWait: 'キャンセル待ち', unknown: '確認中',
    desc: {
      upcoming: 'チェックイン当日または確定待ち', addPay: '追加決済待ち', confirmWait: '予約確定待ち', confirm: 'レビューを書いて共有しましょう',
      review: 'レビューをお寄せください', noshow: 'NOSHOW', cancel: '返金時期はカード会社や決済方法によって異なります', noDate: '宿泊日未指定',
      today: 'チェックイン当日', dday_one: 'チェックインまであと{{count}}日', dday_other: 'チェックインまであと{{count}}日', shareReview: 'レビューを共有してください', none: '',
    },
  },
  amounts: {
    title: 'お支払い金額', room: '客室料金', member: '会員割引', deal: 'イベント特価割引', coupon: 'クーポン割引', points: 'ポイント利用', welfare: '福利厚生ポイント利用', taxes: '税金・サービス料', included: '込み',
    total: 'お支払い総額', paid: 'お支払い金額', refund: '返金額', cashback: 'キャッシュバック予定',
  },
  cancel: { free: '{{date}}まで無料キャンセル', none: 'キャンセル(返金)不可', error: '商品のキャンセル規定を取得できませんでした。しばらくしてから再度お試しください。' },
  guests: { adults_one: '大人{{count}}名', adults_other: '大人{{count}}名', children_one: '子ども{{count}}名', children_other: '子ども{{count}}名', rooms_one: '{{count}}室', rooms_other: '{{count}}室' },
};
