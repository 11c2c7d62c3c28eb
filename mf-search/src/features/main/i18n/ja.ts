import type { MainStrings } from './ko';

export const ja: MainStrings = {
  heading: 'どこへ出かけましょうか？',
  lead: '世界のプレミアムな宿を原価で。',
  banners: '特集',
  bannerOf: '{{n}} / {{total}}',
  previous: '前へ',
  next: '次へ',
  places: '人気の目的地',
  placesLead: 'いま最も検索されている場所',
  searchPlace: '{{name}}の宿泊施設を検索',
  recommended: 'おすすめの宿泊施設',
  recommendedLead: '{{date}}チェックイン・1泊・大人2名の料金',
  themes: 'テーマ別の宿泊施設',
  themesLabel: 'テーマを選択',
  themeEmpty: 'このテーマの宿泊施設はまだありません。',
  themeAll: 'テーマをすべて見る',
  failed: '読み込めませんでした。',
  retry: '再試行',
  loading: '読み込み中…',
};
