// SPEC §5 messages as i18n keys (namespace 'common'). Schemas carry keys, not texts, so the API
// server and the forms share them and each side translates in its own locale.

export const VALIDATION_MESSAGES = {
  email: 'validation.email',
  password: 'validation.password',
  userName: 'validation.userName',
  phone: 'validation.phone',
  globalUserName: 'validation.globalUserName',
  globalTel: 'validation.globalTel',
  telCountryMismatch: 'validation.telCountryMismatch',
  number: 'validation.number',
  corporationCode: 'validation.corporationCode',
  required: 'validation.required',
  mismatch: 'validation.mismatch',
} as const;

export type ValidationMessageKey = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];
