// Namespace 'search-main' (main page), Korean. en.ts and ja.ts follow this shape.
export const ko = {
  heading: '어디로 떠나볼까요?',
  lead: '전 세계 프리미엄 숙소를 원가로 만나보세요.',
  banners: '기획전',
  bannerOf: '{{n}} / {{total}}',
  previous: '이전',
  next: '다음',
  places: '인기 여행지',
  placesLead: '지금 가장 많이 찾는 곳',
  searchPlace: '{{name}} 숙소 검색',
  recommended: '추천 숙소',
  recommendedLead: '{{date}} 체크인 · {{nights}} · {{guests}} 기준 요금',
  nights_one: '{{count}}박',
  nights_other: '{{count}}박',
  guests_one: '{{count}}명',
  guests_other: '{{count}}명',
  themes: '테마별 숙소',
  themesLabel: '테마 선택',
  themeEmpty: '이 테마에 준비된 숙소가 없어요.',
  themeAll: '테마 전체 보기',
  failed: '불러오지 못했어요.',
  retry: '다시 시도',
  loading: '불러오는 중…',
};

export type MainStrings = typeof ko;
