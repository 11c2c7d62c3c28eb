import type { BooksStrings } from './ko';

export const ja: BooksStrings = {
  title: '予約履歴',
  loading: '読み込み中です。',
  retry: '再試行',
  failed: '予約履歴を読み込めませんでした。',
  loginNeeded: 'ログインが必要です。ログインページへ移動します。',
  tabs: { label: '予約の状態', pending: '今後の予約', complete: '過去の予約', cancel: 'キャンセル済み' },
  empty: { pending: '今後の予約はありません。', complete: '過去の予約はありません。', cancel: 'キャンセルした予約はありません。' },
  more: 'もっと見る',
  end: 'すべての予約を表示しました。',
  row: {
    nights_one: '{{count}}泊', nights_other: '{{count}}泊', rooms_one: '{{count}}室', rooms_other: '{{count}}室',
    open: '予約詳細', review: 'レビューを書く', myReview: '自分のレビュー', cancel: '予約をキャンセル', chooseDate: '宿泊日を選択', voucher: 'バウチャー', noDate: '宿泊日未定', window: '{{from}}〜{{to}}の間で選択',
    orderNum: '予約番号 {{orderNum}}',
    ownChannel: 'AwesomeStay直接予約', partnerChannel: '提携チャネル予約',
    remove: 'リストから削除', removeConfirm: 'この予約をリストから削除しますか？予約の記録は保管されます。', removed: '予約をリストから削除しました。',
  },
  status: {
    upcoming: '利用予定', confirm: '予約完了', past: '過去の予約', cancel: 'キャンセル完了', cancelRequest: 'キャンセル申請中', cancelWait: 'キャンセル待ち', unknown: '確認中',
    desc: {
      upcoming: 'チェックイン当日または確定待ち', addPay: '追加決済待ち', confirmWait: '予約確定待ち', confirm: 'レビューを書いて共有しましょう',
      review: 'レビューをお願いします', noshow: 'NOSHOW', cancel: '返金時期はカード会社・決済手段により異なります', noDate: '宿泊日未定',
      today: 'チェックイン当日', dday_one: 'チェックインまであと{{count}}日', dday_other: 'チェックインまであと{{count}}日', shareReview: 'レビューを共有してください', none: '',
      reviewUntil: '{{date}}までレビューを書けます', reviewed: 'レビューありがとうございました', stayed: 'ご利用済みの予約です',
    },
  },
  cancelText: { free: '{{date}}まで無料キャンセル', none: 'キャンセル（返金）不可' },
  detail: {
    title: '予約詳細', back: '予約履歴へ戻る', notFound: '予約が見つかりません。', notFoundLead: '予約番号をご確認ください。',
    stay: '宿泊施設', room: '客室', rateplan: '料金プラン', meal: '食事', checkin: 'チェックイン', checkout: 'チェックアウト', guests: '人数', orderNum: '予約番号', confirmNum: '確定番号',
    guest: '予約者情報', guestName: '氏名', guestTel: '電話番号', guestEmail: 'メール',
    cancelRule: 'キャンセル規定', refunds: '返金内容', payment: '決済情報', payMethod: '決済手段', paidBy: 'お支払い方法別の金額', payDate: '決済日',
    original: '客室料金', discount: '割引', coupon: 'クーポン割引', awesomeCash: 'オーサムキャッシュ利用', welfare: '福利厚生ポイント利用', total: 'カード・簡単決済', cashback: '付与予定のキャッシュバック',
    addPays: '追加決済', addPaid: '決済済み', addUnpaid: '要決済', voucher: 'バウチャーを見る', ask: 'この予約について問い合わせる', cancel: '予約をキャンセル', cancelRoom: '1室をキャンセル', cancelNights: '最後の宿泊日をキャンセル', partCancelled: '一部キャンセルされた予約です。残りの予約の金額です。', review: 'レビューを書く', myReview: '自分のレビュー',
    roomsCancelled_one: '{{count}}室がキャンセルされました。上記は残る客室に泊まる人数です。', roomsCancelled_other: '{{count}}室がキャンセルされました。上記は残る客室に泊まる人数です。',
    adults_one: '大人{{count}}名', adults_other: '大人{{count}}名', children_one: '子ども{{count}}名', children_other: '子ども{{count}}名',
  },
};
