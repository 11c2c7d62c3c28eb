// SPEC §4 "verification purposes" and §7 POST /users/send-cert {dest, type}.
export const CERT_TYPES = ['SIGN_EMAIL', 'SIGN_PHONE', 'FIND_ID', 'FIND_PWD', 'MODIFY_PHONE', 'CONNECT_EMAIL'] as const;
export type CertType = (typeof CERT_TYPES)[number];

export const CERT_CHANNELS = ['EMAIL', 'SMS'] as const;
export type CertChannel = (typeof CERT_CHANNELS)[number];

/** Wrong codes allowed per certificate before it is burnt (then CERTIFICATION_FAIL). */
export const CERT_MAX_ATTEMPTS = 5;
