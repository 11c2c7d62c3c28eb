import type { CashStrings } from './ko';

export const ja: CashStrings = {
  title: 'オーサムキャッシュ', balance: '利用可能なオーサムキャッシュ', history: '履歴', empty: '履歴はありません。', more: 'もっと見る', booking: '予約 {{orderNum}}', expires: '{{date}}に失効予定',
  action: { SAVE: '獲得', USE: '利用', CANCEL: '返還', EXPIRE: '失効' },
};
