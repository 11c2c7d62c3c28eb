import type { CardStrings } from './ko';

export const ja: CardStrings = {
  soldOut: '満室',
  freeCancel: '無料キャンセル',
  stars: '{{count}}つ星',
  noStars: '等級なし',
  total_one: '{{count}}泊の合計',
  total_other: '{{count}}泊の合計',
  totalRooms_one: '{{rooms}}室・{{count}}泊の合計',
  totalRooms_other: '{{rooms}}室・{{count}}泊の合計',
  member: 'オーサム会員価格',
  memberOff: '{{percent}}%オフ',
  perNight: '1泊 {{amount}}',
  lastKnown: '最終販売価格',
  noPrice: '料金情報がありません',
  opensInNewWindow: '新しいウィンドウで開きます',
  yourPrice: 'あなたの会員価格',
  nonMember: '一般価格',
};
