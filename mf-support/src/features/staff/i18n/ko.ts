// Namespace 'support-staff' (the operator's answering page), Korean. en.ts and ja.ts follow this shape.
export const ko = {
  staff: {
    lead: '답변 대기 문의를 오래된 순서로 보여 줍니다. 답변 기한이 지난 문의에는 표시가 붙습니다.',
    filters: { WAIT: '답변 대기', COMPLETE: '답변 완료', ALL: '전체' },
    waiting: '답변 대기 {{count}}건',
    overdueCount: '기한 지남 {{count}}건',
    pageOf: '{{pages}}쪽 중 {{page}}쪽',
    firstPage: '첫 쪽으로',
    empty: '답변할 문의가 없습니다.',
    member: '{{name}} ({{email}})',
    overdue: '기한 지남',
    due: '답변 기한 {{date}}',
    answer: '답변 내용',
    send: '답변 등록',
    sent: '답변을 등록했습니다. 회원에게 알림을 보냈습니다.',
    already: '이미 답변된 문의입니다.',
    pageUrl: '보낸 화면 {{url}}',
    orderNum: '예약번호 {{num}}',
  },
  messages: {
    title: '발송 실패 메시지',
    lead: '재시도 중이거나 포기한 메일과 문자입니다. 받는 곳은 일부만 보여 줍니다. 원인을 해결한 뒤 다시 보내세요.',
    only: '운영 담당자만 볼 수 있습니다.',
    empty: '발송에 실패한 메시지가 없습니다.',
    status: { DEAD: '발송 포기', RETRYING: '재시도 중' },
    attempts: '시도 {{count}}회',
    lastError: '마지막 오류: {{error}}',
    created: '작성 {{date}}',
    resend: '다시 보내기',
    resent: '다시 보내도록 대기열에 넣었습니다.',
    notDead: '이미 다시 보냈거나 발송 포기 상태가 아닙니다.',
  },
};

export type StaffStrings = typeof ko;
