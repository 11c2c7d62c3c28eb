// Namespace 'membership' (what both features say: the load states, the login prompt; the not-found page), Korean. en.ts and ja.ts follow this shape.
export const ko = {
  notFound: { title: '페이지를 찾을 수 없습니다', lead: '주소를 다시 확인해 주세요.' },
  common: {
    loading: '불러오는 중…',
    loadFailed: '정보를 불러오지 못했습니다.',
    retry: '다시 시도',
    login: '로그인하고 가입하기',
    loginNeeded: '로그인이 필요합니다.',
    perMonth: '월',
    perYear: '년',
    manage: '멤버십 관리로 가기',
    working: '처리 중…',
  },
};

export type MembershipStrings = typeof ko;
