// Namespace 'support-funnel' (the booking funnel report), Korean. en.ts and ja.ts follow this shape.
export const ko = {
  title: '예약 전환 퍼널 (상담원)',
  lead: '검색한 방문(세션) 중 숙소를 본 방문과 예약까지 한 방문의 수를 날짜별로 보여 줍니다. 통계 수집에 동의한 방문만 포함되며, 각 단계는 방문마다 한 번만 세고 예약은 결제된 예약만 셉니다.',
  only: '상담원 계정으로 로그인해야 이 페이지를 볼 수 있습니다.',
  caption: '최근 {{days}}일, 날짜별 (한국 시간)',
  day: '날짜',
  search: '검색',
  view_item: '숙소 조회',
  book: '예약',
  rate: '{{count}} ({{percent}}%)',
  empty: '아직 기록이 없습니다.',
};

export type FunnelStrings = typeof ko;
