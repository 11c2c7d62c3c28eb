// Namespace 'support-notices' (the notices and the footer's latest-notice line), Korean. en.ts and ja.ts follow this shape.
export const ko = {
  notice: {
    title: '공지사항',
    lead: '어썸스테이의 새 소식과 안내를 확인하세요.',
    pinned: '중요',
    types: { NOTICE: '공지', EVENT: '이벤트', SYSTEM: '시스템' },
    empty: '공지사항이 없습니다.',
    prev: '이전 글',
    next: '다음 글',
    none: '없음',
    updated: '수정 {{date}}',
  },
  ticker: { label: '공지', empty: '새 공지사항이 없습니다.' },
};

export type NoticesStrings = typeof ko;
