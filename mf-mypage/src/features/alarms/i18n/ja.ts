import type { AlarmsStrings } from './ko';

export const ja: AlarmsStrings = {
  title: '通知の申し込み',
  lead: '販売開始時にお知らせする特価です。',
  empty: '申し込んだ通知はありません。',
  sale: '販売期間 {{from}} ~ {{to}}',
  state: { UPCOMING: '近日開始', OPEN: '販売中', CLOSED: '販売終了' },
  notified: '通知済みです。',
  waiting: '販売が始まったらメールでお知らせします。',
  cancel: '通知を取り消す',
  cancelConfirm: '「{{title}}」の通知を取り消しますか？',
  cancelled: '「{{title}}」の通知を取り消しました。',
  failed: '通知を取り消せませんでした。',
};
