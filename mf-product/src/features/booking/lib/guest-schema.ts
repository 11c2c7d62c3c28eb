// The guest form (SPEC §5, §3 Guest): domestic stays ask for the name (USER_NAME), mobile number
// (PHONE) and e-mail; international-channel stays (the quote says guestForm INTERNATIONAL) the
// English first and last name (GLOBAL_USER_NAME), country calling code, number (GLOBAL_TEL) and
// e-mail. Plus the terms box. Messages are i18n keys: 'validation.*' in the shared 'common'
// namespace, the rest in this feature's namespace.
import { EMAIL, GLOBAL_TEL, GLOBAL_USER_NAME, PHONE, REQUIRED, USER_NAME, VALIDATION_MESSAGES } from '@stay/shared';
import * as v from 'valibot';

export interface GuestValues {
  name: string;
  firstName: string;
  lastName: string;
  countryCode: string;
  tel: string;
  email: string;
  terms: boolean;
}

const any = v.string();
const COUNTRY_CODE = v.pipe(REQUIRED, v.regex(/^\+?\d{1,4}$/, VALIDATION_MESSAGES.number));
const TERMS = v.pipe(v.boolean(), v.value(true, 'form.termsRequired'));

export const DomesticGuestSchema = v.object({ name: USER_NAME, firstName: any, lastName: any, countryCode: any, tel: PHONE, email: EMAIL, terms: TERMS });
export const InternationalGuestSchema = v.object({
  name: any,
  firstName: GLOBAL_USER_NAME,
  lastName: GLOBAL_USER_NAME,
  countryCode: COUNTRY_CODE,
  tel: GLOBAL_TEL,
  email: EMAIL,
  terms: TERMS,
});

export const guestSchema = (international: boolean) => (international ? InternationalGuestSchema : DomesticGuestSchema);

/** Form values from the quote's prefill (the member's own details). */
export function guestDefaults(g: { guestName: string; guestFirstName: string; guestLastName: string; guestCountryCode: string; guestTel: string; guestEmail: string }): GuestValues {
  return {
    name: g.guestName,
    firstName: g.guestFirstName,
    lastName: g.guestLastName,
    countryCode: g.guestCountryCode,
    // A stored number may carry dashes; the form takes digits.
    tel: g.guestTel.replace(/\D/g, ''),
    email: g.guestEmail,
    terms: false,
  };
}
