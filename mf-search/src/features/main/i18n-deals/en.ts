import type { DealsStrings } from './ko';

export const en: DealsStrings = {
  deals: 'Time deals',
  dealsLead: 'Limited deals only on AwesomeStay',
  dealOpen: 'On sale',
  dealSoon: 'Opening soon',
  dealOff: '{{rate}}% off',
  dealUntil: 'Until {{date}}',
  dealFrom: 'Opens {{date}}',
};
