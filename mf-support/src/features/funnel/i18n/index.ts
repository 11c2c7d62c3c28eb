// The funnel report's strings (namespace 'support-funnel'), ko/en/ja.
import { addBundle, useStayTranslation } from '@stay/shared';

const NS = 'support-funnel';
export const funnelMessages = {
  ko: {
    title: '예약 전환 퍼널 (상담원)',
    lead: '검색한 방문(세션) 중 숙소를 본 방문과 예약까지 한 방문의 수를 날짜별로 보여 줍니다. 통계 수집에 동의한 방문만 포함됩니다.',
    only: '상담원 계정으로 로그인해야 이 페이지를 볼 수 있습니다.',
    caption: '최근 {{days}}일, 날짜별 (한국 시간)',
    day: '날짜',
    search: '검색',
    view_item: '숙소 조회',
    book: '예약',
    rate: '{{count}} ({{percent}}%)',
    empty: '아직 기록이 없습니다.',
  },
  en: {
    title: 'Booking funnel (staff)',
    lead: 'Of the visits (sessions) that searched, how many then viewed a stay and how many then booked, by day. Only visits that consented to statistics are counted.',
    only: 'Log in with a customer centre staff account to use this page.',
    caption: 'Last {{days}} days, by day (Korean time)',
    day: 'Day',
    search: 'Search',
    view_item: 'Stay viewed',
    book: 'Booked',
    rate: '{{count}} ({{percent}}%)',
    empty: 'Nothing recorded yet.',
  },
  ja: {
    title: '予約ファネル（担当者）',
    lead: '検索した訪問（セッション）のうち、宿泊施設を閲覧した訪問と予約まで進んだ訪問の数を日別に表示します。統計に同意した訪問のみ含まれます。',
    only: 'カスタマーセンター担当者のアカウントでログインしてください。',
    caption: '直近{{days}}日、日別（韓国時間）',
    day: '日付',
    search: '検索',
    view_item: '宿泊施設の閲覧',
    book: '予約',
    rate: '{{count}}（{{percent}}%）',
    empty: 'まだ記録がありません。',
  },
};
addBundle(NS, funnelMessages);

export const useFunnelTranslation = () => useStayTranslation(NS);
