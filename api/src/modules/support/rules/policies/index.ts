// The texts of the policy versions written in the policy body format
// (@stay/shared/contracts/policy-document), and the sections each kind of document must have.
// Korean is the binding text; English and Japanese are translations with the same keys in the same
// order (rules/__tests__/policy-data.test.ts checks both).
import { PRIVACY_V3_EN } from './privacy-v3.en';
import { PRIVACY_V3_JA } from './privacy-v3.ja';
import { PRIVACY_V3_KO } from './privacy-v3.ko';
import { TERMS_V3_EN } from './terms-v3.en';
import { TERMS_V3_JA } from './terms-v3.ja';
import { TERMS_V3_KO } from './terms-v3.ko';

export const PRIVACY_V3 = [PRIVACY_V3_KO, PRIVACY_V3_EN, PRIVACY_V3_JA] as const;
export const TERMS_V3 = [TERMS_V3_KO, TERMS_V3_EN, TERMS_V3_JA] as const;

/**
 * What a privacy policy must state (Personal Information Protection Act art. 30 and its decree
 * art. 31; the items of the guideline for writing one), as heading keys: sections ('##') and the
 * per-purpose item lists ('###').
 */
export const PRIVACY_REQUIRED_KEYS = [
  'purpose',
  'items',
  'items-signup',
  'items-kakao',
  'items-booking',
  'items-payment',
  'items-membership',
  'items-corporate',
  'items-inquiries',
  'items-marketing',
  'items-automatic',
  'items-methods',
  'retention',
  'destruction',
  'third-parties',
  'processors',
  'overseas',
  'rights',
  'children',
  'safety',
  'cookies',
  'automated-decisions',
  'officer',
  'remedies',
  'changes',
] as const;

/** The articles the terms of use must have, as heading keys. */
export const TERMS_REQUIRED_KEYS = [
  'purpose',
  'definitions',
  'effect-and-changes',
  'other-rules',
  'signup',
  'account',
  'withdrawal',
  'notices',
  'service',
  'intermediary',
  'stay-rules',
  'booking',
  'payment',
  'cancellation',
  'no-show',
  'vouchers',
  'membership',
  'membership-renewal',
  'membership-cancel',
  'points',
  'coupons',
  'corporate',
  'posts',
  'user-obligations',
  'company-obligations',
  'service-changes',
  'liability',
  'intellectual-property',
  'disputes',
  'jurisdiction',
  'addendum',
] as const;
