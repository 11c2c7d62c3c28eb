import type { FunnelStrings } from './ko';

export const ja: FunnelStrings = {
  title: '予約ファネル（担当者）',
  lead: '検索した訪問（セッション）のうち、宿泊施設を閲覧した訪問と予約まで進んだ訪問の数を日別に表示します。統計に同意した訪問のみ含まれます。各段階は訪問ごとに一度だけ数え、予約は決済済みのものだけを数えます。',
  only: 'カスタマーセンター担当者のアカウントでログインしてください。',
  caption: '直近{{days}}日、日別（韓国時間）',
  day: '日付',
  search: '検索',
  view_item: '宿泊施設の閲覧',
  book: '予約',
  rate: '{{count}}（{{percent}}%）',
  empty: 'まだ記録がありません。',
};
