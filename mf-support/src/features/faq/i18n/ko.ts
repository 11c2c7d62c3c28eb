// Namespace 'support-faq' (the frequently asked questions), Korean. en.ts and ja.ts follow this shape.
export const ko = {
  faq: {
    lead: '예약, 결제, 취소와 멤버십에 관해 자주 묻는 질문을 모았습니다.',
    search: '질문 검색',
    searchPlaceholder: '궁금한 내용을 입력하세요 (예: 환불)',
    types: '질문 유형',
    all: '전체',
    results: '“{{q}}” 검색 결과 {{count}}건',
    none: '찾는 질문이 없습니다. 1:1 문의로 물어봐 주세요.',
    copyLink: '링크 복사',
    copied: '링크를 복사했습니다.',
    stillNeedHelp: '해결되지 않았나요?',
    ask: '1:1 문의하기',
  },
};

export type FaqStrings = typeof ko;
