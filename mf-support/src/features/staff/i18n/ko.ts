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
  },
};

export type StaffStrings = typeof ko;
