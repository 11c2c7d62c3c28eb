export const ko = {
  loading: '숙소 정보를 불러오는 중입니다.',
  error: { title: '숙소 정보를 불러오지 못했습니다', lead: '잠시 후 다시 시도해 주세요.', retry: '다시 시도' },
  notFound: { title: '숙소를 찾을 수 없습니다', lead: '판매가 종료되었거나 주소가 잘못되었습니다.', toSearch: '다른 숙소 찾기' },
  gallery: { label: '숙소 사진', count: '{{current}} / {{total}}', prev: '이전 사진', next: '다음 사진', photo: '사진 {{n}}/{{total}}' },
  header: { stars: '{{count}}성급', noStars: '등급 없음', nameEn: '영문 이름' },
  deal: {
    on: '이벤트 특가 {{rate}}% 할인이 아래 요금에 적용되어 있어요. 예약할 때 이 요금이 그대로 결제됩니다.',
    off: '이 이벤트 특가는 지금 판매 중이 아니어서 아래 요금은 일반 요금입니다.',
    dates: '고른 날짜는 이벤트 특가의 투숙 기간이 아니어서 아래 요금은 일반 요금입니다.',
    other: '이 이벤트 특가는 이 숙소에 적용되지 않아 아래 요금은 일반 요금입니다.',
    badge: '특가', badgeRate: '특가 {{rate}}%', link: '{{title}} · {{rate}}% 할인', from: '1박 {{amount}}부터', see: '특가 보기',
  },
  wish: { add: '찜하기', remove: '찜 해제', login: '로그인이 필요합니다. 로그인 페이지로 이동합니다.' },
  bar: {
    choose: '날짜 선택', pickIn: '체크인 날짜를 고르세요', pickOut: '체크아웃 날짜를 고르세요', close: '닫기',
    label: '숙박 조건', checkIn: '체크인', checkOut: '체크아웃', adults: '성인', children: '아동', rooms: '객실',
    childAge: '아동 {{n}} 나이', age: '{{age}}세', apply: '요금 다시 보기', nights_one: '{{count}}박', nights_other: '{{count}}박', badDates: '체크아웃은 체크인 다음 날 이후여야 합니다.',
  },
  price: {
    yourPrice: '내 회원가', nonMember: '일반가',
    title: '요금', lowest_one: '{{count}}박 최저가', lowest_other: '{{count}}박 최저가', lowestRooms_one: '객실 {{rooms}}개 · {{count}}박 최저가', lowestRooms_other: '객실 {{rooms}}개 · {{count}}박 최저가', member: '어썸 회원가', off: '{{percent}}% 할인', cashback: '{{percent}}% 캐시백',
    soldOut: '선택한 날짜는 모두 판매 완료되었습니다.', none: '선택한 조건에 맞는 객실이 없습니다.', customer: '일반 요금',
  },
  rooms: {
    failed: "객실 요금을 불러오지 못했어요. 숙소 정보는 그대로 볼 수 있어요.", retry: '객실 다시 불러오기',
    yourPrice: '내 회원가', nonMember: '일반가',
    title: '객실 선택', occupancy: '기준 {{basic}}명 / 최대 {{max}}명', size: '{{size}}㎡', bed: '침대', view: '전망', meal: '식사',
    perNight: '1박 {{amount}}', total_one: '{{count}}박 총액', total_other: '{{count}}박 총액', totalRooms_one: '객실 {{rooms}}개 · {{count}}박 총액', totalRooms_other: '객실 {{rooms}}개 · {{count}}박 총액', perNightRooms: '객실 {{rooms}}개 1박 {{amount}}', normal: '일반가', member: '회원가', stock: '남은 객실 {{count}}개', stockMany: '예약 가능',
    soldOut: '판매 완료', reserve: '예약하기', reserveLogin: '예약하려면 로그인해 주세요. 로그인 페이지로 이동합니다.', nightly: '날짜별 요금', empty: '선택한 인원과 날짜에 맞는 객실이 없습니다. 인원이나 날짜를 바꿔 보세요.',
    roomImage: '{{name}} 사진',
  },
  cancel: {
    free: '{{date}}까지 무료 취소', none: '취소(환불) 불가',
    error: '상품의 취소 규정을 가져오지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
  compare: { title: '가격 비교', ours: '어썸스테이 최저가', note: '다른 사이트 가격은 참고용 모의 가격입니다.' },
  location: { title: '위치', nearby: '주변 장소', coords: '위도 {{lat}}, 경도 {{lon}}', map: '숙소 위치 지도' },
  facilities: { title: '편의시설' },
  info: { title: '숙소 정보', checkIn: '체크인', checkOut: '체크아웃', phone: '전화', chain: '체인', policies: '이용 안내', description: '소개' },
  events: { title: '진행 중인 이벤트', discount: '{{rate}}% 할인', stay: '투숙 기간 {{from}} ~ {{to}}' },
  reviews: {
    title: '후기', count: '후기 {{count}}개', average: '평균 별점 {{avg}}/5', star: '{{n}}점', histogram: '별점 분포', none: '아직 후기가 없습니다.',
    more: '후기 더 보기', external: '외부 평점 (참고용)', overall: '종합', cleanliness: '청결', service: '서비스', comfort: '편안함', locationScore: '위치',
    value: '가성비', recommend: '추천 {{per}}%', externalCount: '외부 후기 {{count}}개', verified: '투숙 인증', starsLabel: '별점 {{n}}/5', failed: '후기를 불러오지 못했습니다.',
  },
  // The section's title and lead (the page draws its own heading).
  section: { title: '숙소 상세', lead: '객실과 요금을 확인하세요.' },
};
