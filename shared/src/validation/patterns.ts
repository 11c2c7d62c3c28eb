// SPEC §5 field patterns as plain regular expressions (for inputs' `pattern` and for the schemas).

/** Letters, digits and the specials ~!@#$%^&-_*()+|= only; 6-16; at least one of each kind. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)(?=.*[~!@#$%^&\-_*()+|=])[A-Za-z\d~!@#$%^&\-_*()+|=]{6,16}$/;
/** Whole Hangul syllables or English letters; no spaces, digits or specials. */
export const USER_NAME_PATTERN = /^[가-힣A-Za-z]+$/;
/** 010 + 8 digits, or 011/016/017/018/019 + 7 or 8 digits. */
export const PHONE_PATTERN = /^(?:010\d{8}|01[16-9]\d{7,8})$/;
/** English letters and spaces, with at least one letter. */
export const GLOBAL_USER_NAME_PATTERN = /^(?=.*[A-Za-z])[A-Za-z ]+$/;
export const GLOBAL_TEL_PATTERN = /^\d+$/;

/** What people put between the digits of a number: spaces, hyphens, dots, brackets. */
const TEL_SEPARATORS = /[\s\-.()\u2010-\u2015\u2212]/g;

/** A number as its digits, however it was written ('010-1234-5678', '010 1234 5678', '(02) 123.4567'). */
export function telDigits(input: string): string {
  return input.replace(TEL_SEPARATORS, '');
}

/**
 * A Korean mobile number as the digits PHONE_PATTERN reads: separators dropped, and Korea's
 * calling code written before it (+82 10 1234 5678, 82-10-...) turned back into the leading 0.
 */
export function phoneDigits(input: string): string {
  const digits = telDigits(input.trim());
  return /^\+?82(?=1[016-9])/.test(digits) ? `0${digits.replace(/^\+?82/, '')}` : digits;
}

/** A stored Korean mobile number as people read it: 010-1234-5678, 011-123-4567; anything else as it is. */
export function formatPhone(stored: string): string {
  const digits = phoneDigits(stored);
  if (!PHONE_PATTERN.test(digits)) return stored;
  return digits.length === 11 ? `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}` : `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}
export const NUMBER_PATTERN = /^\d+$/;
/** 4-20 uppercase letters and digits. */
export const CORPORATION_CODE_PATTERN = /^[A-Z\d]{4,20}$/;
