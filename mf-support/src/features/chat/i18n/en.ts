import type { ChatDeskStrings } from './ko';

export const en: ChatDeskStrings = {
  chatDesk: {
    title: 'Live chat (staff)',
    lead: 'Say you are online to take chats. Members waiting for an answer come first.',
    online: 'I am online',
    offline: 'I am offline',
    onlineNote: 'You are online: members can chat with you.',
    offlineNote: 'You are offline: members’ messages become inquiries.',
    chats: 'Open chats',
    empty: 'No open chats.',
    pick: 'Choose a chat to read it.',
    fromPage: 'From {{url}}',
    waiting: 'Waiting for an answer',
    reply: 'Reply',
    send: 'Send',
    close: 'End the chat',
    closed: 'The chat has ended.',
    conversation: 'Chat with {{name}}',
    failed: 'The message was not sent.',
    member: 'Member',
    you: 'You',
  },
};
