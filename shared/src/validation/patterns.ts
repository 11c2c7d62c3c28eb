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
export const NUMBER_PATTERN = /^\d+$/;
/** 4-20 uppercase letters and digits. */
export const CORPORATION_CODE_PATTERN = /^[A-Z\d]{4,20}$/;
