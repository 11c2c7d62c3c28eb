import type { PaymentStrings } from './ko';

export const ja: PaymentStrings = {
  title: '決済結果',
  settling: '決済を確認しています。画面を閉じないでください。',
  broken: '決済結果を確認できません。予約履歴で予約状況をご確認ください。',
  paid: { lead: 'お支払いが完了しました。', addPay: '追加決済が完了しました。', orderNum: '予約番号', confirmNum: '確定番号', awaiting: '確定待ち', none: '未発行', stay: '宿泊日', method: 'お支払い方法', voucher: '予約バウチャーを見る' },
  declined: { reason: '理由：{{reason}}', issuer: 'カード会社または決済会社が決済を承認しませんでした。', tryAnother: '別のカード、またはカカオペイ・トスペイなど別の決済方法でもう一度お試しください。', title: '決済が拒否されました', cancelled: '決済がキャンセルされました', lead: 'お支払いは行われず、予約もされていません。客室の確保も解除されました。', addPay: '追加決済は完了していません。', back: '施設に戻る', backToBooking: 'もう一度予約する', voucher: '予約バウチャーに戻る',
    held: 'お支払いは行われていません。客室は数分間そのまま確保されていますので、入力した内容でもう一度お支払いいただけます。',
    heldAddPay: 'お支払いは行われていません。予約バウチャーから追加決済をもう一度行えます。',
    tryAgain: 'もう一度支払う',
    issuerReason: 'カード会社からの理由：{{reason}}',
    code: 'お問い合わせ用コード：{{code}}',
    toss: {
      PAY_PROCESS_CANCELED: 'お支払いの完了前に決済画面が閉じられました。',
      PAY_PROCESS_ABORTED: 'カード認証に失敗したか時間切れのため、お支払いが中断されました。',
      REJECT_CARD_COMPANY: 'カード会社がこのお支払いを承認しませんでした。',
      other: 'Toss Paymentsでお支払いを完了できませんでした。',
    },
  },
  failed: { title: '決済を完了できませんでした', HOLD_EXPIRED: 'お支払い時間が過ぎたため、予約は取り消されました。もう一度予約してください。', ALREADY_PAID: 'すでに決済済みの予約です。', SUPPLIER_REJECTED: '施設で予約を確定できなかったため、お支払い金額を全額返金しました。別の客室または日付を選択してください。' },
};
