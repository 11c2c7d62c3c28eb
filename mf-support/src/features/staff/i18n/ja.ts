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
  messages: {
    title: '未配信メッセージ',
    lead: '再試行中または送信を断念したメールとSMSです。宛先は一部のみ表示します。原因を解消してから再送してください。',
    only: '運用担当者のみ閲覧できます。',
    empty: '未配信のメッセージはありません。',
    status: { DEAD: '送信断念', RETRYING: '再試行中' },
    attempts: '試行{{count}}回',
    lastError: '最後のエラー: {{error}}',
    created: '作成 {{date}}',
    resend: '再送する',
    resent: '再送の待ち行列に入れました。',
    notDead: 'すでに再送済みか、送信断念の状態ではありません。',
  },
};
