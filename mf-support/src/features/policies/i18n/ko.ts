// Namespace 'support-policies' (the terms, privacy and investor pages and their versions), Korean. en.ts and ja.ts follow this shape.
export const ko = {
  policy: {
    terms: { title: '이용약관', lead: '어썸스테이 서비스 이용약관입니다.' },
    privacy: { title: '개인정보처리방침', lead: '어썸스테이가 개인정보를 처리하는 방법을 안내합니다.' },
    ir: { title: '투자정보', lead: '어썸스테이의 투자자 정보입니다.' },
    version: '버전',
    effective: '시행일 {{date}}',
    current: '현재 시행 중',
    upcoming: '시행 예정',
    older: '이전 버전을 보고 있습니다.',
    showCurrent: '현재 버전 보기',
    versionOption: '{{version}} (시행 {{date}})',
    toc: '목차',
  },
  terms: { title: '이용약관', lead: '어썸스테이 서비스 이용약관입니다.' },
  privacy: { title: '개인정보처리방침', lead: '어썸스테이가 개인정보를 처리하는 방법을 안내합니다.' },
  ir: { title: '투자정보', lead: '어썸스테이의 투자자 정보입니다.' },
};

export type PoliciesStrings = typeof ko;
