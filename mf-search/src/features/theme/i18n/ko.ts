// Namespace 'search-theme' (the theme page), Korean. en.ts and ja.ts follow this shape.
export const ko = {
  loading: '테마 숙소를 불러오는 중입니다.',
  failed: '테마를 불러오지 못했습니다.',
  retry: '다시 시도',
  notFound: '테마를 찾을 수 없습니다.',
  pricedFor: '{{checkIn}} - {{checkOut}}, 성인 {{adults}}명 기준 요금',
  empty: '이 테마에 예약 가능한 숙소가 없습니다.',
  stays: '테마 숙소',
};

export type ThemeStrings = typeof ko;
