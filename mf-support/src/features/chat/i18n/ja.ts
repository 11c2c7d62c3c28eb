import type { ChatDeskStrings } from './ko';

export const ja: ChatDeskStrings = {
  chatDesk: {
    title: 'ライブチャット（担当者）',
    lead: '対応可能にするとチャットを受けられます。回答待ちの会員が先に表示されます。',
    online: '対応可能',
    offline: '対応不可',
    onlineNote: '対応可能です。会員とチャットできます。',
    offlineNote: '対応不可です。会員のメッセージはお問い合わせとして受け付けます。',
    chats: '対応中のチャット',
    empty: '対応中のチャットはありません。',
    pick: '読むチャットを選んでください。',
    fromPage: '送信ページ {{url}}',
    waiting: '回答待ち',
    reply: '返信',
    send: '送信',
    close: 'チャットを終了',
    closed: 'チャットは終了しました。',
    conversation: '{{name}}様とのチャット',
    failed: 'メッセージを送信できませんでした。',
    member: '会員',
    you: '自分',
  },
};
