import type { DealsStrings } from './ko';

export const ja: DealsStrings = {
  deals: 'タイムセール・特価',
  dealsLead: 'オーサムステイだけの期間限定特価',
  dealOpen: '販売中',
  dealSoon: '近日開始',
  dealOff: '{{rate}}%オフ',
  dealUntil: '{{date}}まで',
  dealFrom: '{{date}}開始',
};
