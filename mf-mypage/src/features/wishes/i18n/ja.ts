import type { WishesStrings } from './ko';

export const ja: WishesStrings = {
  title: 'お気に入り', empty: 'お気に入りの宿泊施設はまだありません。', remove: 'お気に入りから削除', removed: '{{name}}をお気に入りから削除しました。', undo: '元に戻す', restored: '{{name}}をお気に入りに戻しました。', stars: '{{count}}つ星',
  dates: '{{from}}〜{{to}}・1泊・大人2名の本日の料金', price: '1泊 {{amount}}', soldOut: '満室（最安 {{amount}}）', noPrice: 'この日程で販売中の客室はありません。',
};
