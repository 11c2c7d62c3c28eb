// Namespace 'product' (the remote's own: its not-found page), Korean. en.ts and ja.ts follow this shape.
export const ko = {
  notFound: {
    title: '페이지를 찾을 수 없습니다',
    lead: '주소를 다시 확인해 주세요.',
  },
};

export type ProductStrings = typeof ko;
