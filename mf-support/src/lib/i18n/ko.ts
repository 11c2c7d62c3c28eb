// Namespace 'support' (the customer centre's own: what several features say, the page states, the not-found page), Korean. en.ts and ja.ts follow this shape.
export const ko = {
  common: {
    loading: '불러오는 중입니다',
    failed: '내용을 불러오지 못했습니다.',
    retry: '다시 시도',
    notFound: '찾을 수 없는 내용입니다.',
    backToList: '목록으로',
    pager: '페이지 이동',
    prevPage: '이전 페이지',
    nextPage: '다음 페이지',
    pageN: '{{n}} 페이지',
    login: '로그인하기',
    loginNeeded: '로그인 후 이용할 수 있습니다.',
  },
  notFound: { title: '페이지를 찾을 수 없습니다', lead: '주소를 다시 확인해 주세요.' },
  // What several features say: the FAQ's title (its page, the not-found page's link), the operator
  // pages' title and refusal (answering, the chat desk, the inquiry list's link), an inquiry's facts
  // (the member's and the operator's pages), the operator pages' menu.
  faq: { title: '자주 묻는 질문' },
  staff: { title: '문의 답변 (상담원)', only: '상담원 전용 화면입니다. 상담원 권한이 있는 계정으로 로그인해 주세요.' },
  inquiries: { tabsLabel: '답변 상태', sentAt: '문의일 {{date}}', booking: '문의한 예약', answeredAt: '답변일 {{date}}' },
  staffNav: { label: '상담원 메뉴', inquiries: '문의 답변', chat: '실시간 상담', funnel: '예약 전환 퍼널', prices: '멤버십 가격', messages: '발송 실패 메시지' },
};

export type SupportStrings = typeof ko;
