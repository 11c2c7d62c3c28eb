import type { StaffStrings } from './ko';

export const ja: StaffStrings = {
  staff: {
    lead: '回答待ちのお問い合わせを古い順に表示します。期限を過ぎたものには印が付きます。',
    filters: { WAIT: '回答待ち', COMPLETE: '回答済み', ALL: 'すべて' },
    waiting: '回答待ち {{count}}件',
    overdueCount: '期限超過 {{count}}件',
    pageOf: '{{pages}}ページ中 {{page}}ページ',
    firstPage: '最初のページへ',
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
