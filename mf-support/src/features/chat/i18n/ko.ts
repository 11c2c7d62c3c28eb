// Namespace 'support-chat' (the operator's live chat desk), Korean. en.ts and ja.ts follow this shape.
export const ko = {
  chatDesk: {
    title: '실시간 상담 (상담원)',
    lead: '상담 가능으로 바꾸면 상담을 받을 수 있습니다. 답변을 기다리는 회원이 먼저 보입니다.',
    online: '상담 가능',
    offline: '상담 불가',
    onlineNote: '상담 가능 상태입니다. 회원과 대화할 수 있습니다.',
    offlineNote: '상담 불가 상태입니다. 회원의 메시지는 1:1 문의로 접수됩니다.',
    chats: '진행 중인 상담',
    empty: '진행 중인 상담이 없습니다.',
    pick: '읽을 상담을 선택하세요.',
    fromPage: '보낸 페이지 {{url}}',
    waiting: '답변 대기',
    reply: '답장',
    send: '보내기',
    close: '상담 종료',
    closed: '상담이 종료되었습니다.',
    conversation: '{{name}} 님과의 상담',
    failed: '메시지를 보내지 못했습니다.',
    member: '회원',
    you: '나',
  },
};

export type ChatDeskStrings = typeof ko;
