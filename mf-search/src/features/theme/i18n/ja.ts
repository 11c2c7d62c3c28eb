import type { ThemeStrings } from './ko';

export const ja: ThemeStrings = {
  loading: 'テーマの宿泊施設を読み込んでいます。',
  failed: 'テーマを読み込めませんでした。',
  retry: '再試行',
  notFound: 'テーマが見つかりません。',
  pricedFor: '{{checkIn}} - {{checkOut}}、大人{{adults}}名の料金',
  empty: 'このテーマで予約できる宿泊施設はありません。',
  stays: 'テーマの宿泊施設',
};
