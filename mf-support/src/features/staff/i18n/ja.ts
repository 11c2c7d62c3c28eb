import type { StaffStrings } from './ko';

export const ja: StaffStrings = {
  staff: {
    lead: '回答期限が近いお問い合わせから表示します。',
    filters: { WAIT: '回答待ち', COMPLETE: '回答済み', ALL: 'すべて' },
    empty: '回答するお問い合わせはありません。',
    member: '{{name}}（{{email}}）',
    overdue: '期限超過',
    due: '回答期限 {{date}}',
    answer: '回答内容',
    send: '回答を登録',
    sent: '回答を登録し、会員にお知らせしました。',
    already: 'すでに回答済みのお問い合わせです。',
    pageUrl: '送信画面 {{url}}',
  },
};
