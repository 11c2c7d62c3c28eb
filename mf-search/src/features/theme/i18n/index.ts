// The theme page's strings (namespace 'search-theme'), ko/en/ja.
import { addBundle, useStayTranslation } from '@stay/shared';

const NS = 'search-theme';
export const themeMessages = {
  ko: {
    loading: '테마 숙소를 불러오는 중입니다.',
    failed: '테마를 불러오지 못했습니다.',
    retry: '다시 시도',
    notFound: '테마를 찾을 수 없습니다.',
    pricedFor: '{{checkIn}} - {{checkOut}}, 성인 {{adults}}명 기준 요금',
    empty: '이 테마에 예약 가능한 숙소가 없습니다.',
    stays: '테마 숙소',
  },
  en: {
    loading: 'Loading the theme’s stays.',
    failed: 'The theme could not be loaded.',
    retry: 'Try again',
    notFound: 'Theme not found.',
    pricedFor: 'Prices for {{checkIn}} - {{checkOut}}, {{adults}} adults',
    empty: 'No stay in this theme can be booked.',
    stays: 'Stays in this theme',
  },
  ja: {
    loading: 'テーマの宿泊施設を読み込んでいます。',
    failed: 'テーマを読み込めませんでした。',
    retry: '再試行',
    notFound: 'テーマが見つかりません。',
    pricedFor: '{{checkIn}} - {{checkOut}}、大人{{adults}}名の料金',
    empty: 'このテーマで予約できる宿泊施設はありません。',
    stays: 'テーマの宿泊施設',
  },
};
addBundle(NS, themeMessages);

export const useThemeTranslation = () => useStayTranslation(NS);
