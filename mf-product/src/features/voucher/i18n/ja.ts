import type { ko } from './ko';

export const ja: typeof ko = {
  title: '予約バウチャー',
  notFound: { title: '予約が見つかりません', lead: '予約番号をもう一度ご確認ください。' },
  failed: '予約情報を読み込めませんでした。',
  stay: {
    title: '宿泊情報', orderNum: '予約番号', confirmNum: '確定番号', voucherNum: 'バウチャー番号', awaiting: '確定待ち', none: '未発行', room: '客室', plan: '料金プラン', meal: '食事',
    checkIn: 'チェックイン', checkOut: 'チェックアウト', time: '{{date}} {{time}}', noDate: '宿泊日未指定', length: '宿泊期間', guests: '人数', address: '住所', cancel: 'キャンセル規定', photo: '{{name}}の写真 {{n}}',
    roomsCancelled_one: '{{count}}室がキャンセルされました。残る客室に泊まる人数です。', roomsCancelled_other: '{{count}}室がキャンセルされました。残る客室に泊まる人数です。',
  },
  actions: { title: 'クイック操作', print: 'バウチャーを印刷', calendar: 'カレンダーに追加 (.ics)', calendarTitle: '{{name}}に宿泊', calendarNote: '予約番号 {{orderNum}} · {{room}}', call: '施設に電話する {{tel}}' },
  guest: { title: '宿泊者', name: '氏名', tel: '連絡先', email: 'メールアドレス' },
  payment: { title: 'お支払い情報', method: 'お支払い方法', date: '決済日', cancelled: '返金額', paidBy: 'お支払い方法別の金額', route: { AWESOME_CASH: 'オーサムキャッシュ', WELFARE_POINTS: '福利厚生ポイント', COUPON: 'クーポン割引' }, paidTotal: '合計' },
  date: {
    title: '宿泊日の選択', lead: 'このバウチャーは{{from}}から{{to}}までの1泊に利用できます。', label: 'チェックイン日', none: '選択できる日付がありません。', submit: 'この日付で確定', chosen: '選択した日付:{{date}}',
    confirm: '{{date}}のチェックインで確定しますか?確定後は変更できません。', done: '宿泊日が確定しました。', loading: '予約可能な日付を読み込んでいます。',
    errors: { DATE_ALREADY_CHOSEN: 'すでに宿泊日が確定しています。', DATE_OUT_OF_RANGE: 'バウチャーの利用期間外の日付です。', SOLD_OUT: '選択した日付はたった今売り切れました。別の日付を選択してください。' },
  },
  cancel: {
    title: '予約のキャンセル', button: '予約をキャンセルする', lead: '確定する前に、お支払い方法ごとの返金額(カード・ポイント・クーポン)と手数料をすべてご確認いただけます。', notAllowed: '無料キャンセル期間が過ぎたか返金不可の料金のため、キャンセル(返金)できません。お困りの場合はカスタマーセンターにお問い合わせください。',
  },
  addPay: { title: '追加決済', paid: '決済済み', unpaid: '未決済', pay: '{{amount}}を支払う', method: 'お支払い方法', busy: '決済画面を開いています…', opening: 'Toss Paymentsを開いています…', ALREADY_PAID: 'この追加決済はすでに支払われています。' },
  generic: '処理できませんでした。しばらくしてから再度お試しください。',
  section: { title: '予約バウチャー', lead: '予約内容とバウチャーです。' },
};
