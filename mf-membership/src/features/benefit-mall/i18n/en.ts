import type { BenefitMallStrings } from './ko';

export const en: BenefitMallStrings = {
  corpRegister: { title: 'Corporate member sign-up', lead: 'Register with your company code for corporate benefits.' },
  welfare: { title: 'Welfare points', lead: 'Your corporate welfare points.' },
  corp: {
    code: 'Company code',
    check: 'Check code',
    found: 'Company: {{name}}',
    dept: 'Department',
    name: 'Name',
    note: 'Once registered you are a corporate member and can pay with company welfare points. Corporate members cannot join the Awesome membership.',
    submit: 'Register as a corporate member',
    registered: 'You are registered as a corporate member of {{name}}.',
    deptTooLong: 'Please keep the department under 50 characters.',
    awesomeInstead: 'Not corporate? See the Awesome membership',
  },
  points: {
    balance: 'Welfare point balance',
    expiry: 'This year’s welfare points can be used until {{date}} and expire after it: your balance of {{amount}} would expire then. We send a reminder 30 days before.',
    howToUse: 'When you book, you can pay with welfare points and a card together.',
    empty: 'No welfare points yet.',
    after: 'Balance {{balance}}',
    expires: 'Expires on {{date}}',
    notCorporate: 'Welfare points are given to corporate members.',
    action: { SAVE: 'Earned', USE: 'Used', CANCEL: 'Use cancelled', EXPIRE: 'Expired' },
  },
};
