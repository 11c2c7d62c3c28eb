// Member info (SPEC §7 Auth service): GET /users; the phone change: POST /users/send-cert
// {dest, type: MODIFY_PHONE} -> POST /users/verify-cert {certIdx, code} -> PUT /users {certIdx, phone};
// the password: PUT /users {currentPwd, pwd}; PUT /users/international-info; PUT /users/marketing
// {agree}; GET /users/export (the member's own data); POST /users/withdraw {pwd}.
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';
import { booleanField, listOf, nullableText, textField } from '@stay/shared/contracts/fields';
import { UserMembershipEntrySchema } from '@stay/shared/contracts/user-membership';

const ProfileSchema = v.object({
  name: textField,
  email: textField,
  phone: textField,
  type: textField,
  grade: textField,
  corpName: nullableText,
  createdAt: textField,
  internationalNumber: nullableText,
  internationalPhone: nullableText,
  userFirstName: nullableText,
  userLastName: nullableText,
  marketingAgree: booleanField,
  marketingAgreedAt: nullableText,
  /** Never given, given on a date, or withdrawn on a date (the server decides: account/rules/account.ts). */
  marketingConsent: v.optional(v.object({ state: v.picklist(['NEVER', 'AGREED', 'WITHDRAWN']), at: nullableText }), { state: 'NEVER', at: null }),
  loginMethods: listOf(v.string()),
  /** The live subscription, of which the withdrawal names the grade and the end. */
  membership: v.optional(v.nullable(v.pick(UserMembershipEntrySchema, ['grade', 'currentPeriodEnd'])), null),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest('auth', 'GET', '/users', { signal, suppressAlert: true, schema: ProfileSchema });
}

export async function sendPhoneCode(phone: string): Promise<number> {
  return (await apiRequest('auth', 'POST', '/users/send-cert', { body: { dest: phone, type: 'MODIFY_PHONE' }, suppressAlert: true, schema: v.object({ certIdx: v.number() }) })).certIdx;
}

export async function verifyCode(certIdx: number, code: string): Promise<void> {
  await apiRequest('auth', 'POST', '/users/verify-cert', { body: { certIdx, code }, suppressAlert: true, schema: v.unknown() });
}

export function changePhone(certIdx: number, phone: string): Promise<Profile> {
  return apiRequest('auth', 'PUT', '/users', { body: { certIdx, phone }, suppressAlert: true, schema: ProfileSchema });
}

export function changePassword(currentPwd: string, pwd: string): Promise<Profile> {
  return apiRequest('auth', 'PUT', '/users', { body: { currentPwd, pwd }, suppressAlert: true, schema: ProfileSchema });
}

export interface InternationalInfo {
  internationalNumber: string;
  internationalPhone: string;
  userFirstName: string;
  userLastName: string;
}

export function saveInternational(info: InternationalInfo): Promise<Profile> {
  return apiRequest('auth', 'PUT', '/users/international-info', { body: info, suppressAlert: true, schema: ProfileSchema });
}

export function setMarketing(agree: boolean): Promise<Profile> {
  return apiRequest('auth', 'PUT', '/users/marketing', { body: { agree }, suppressAlert: true, schema: ProfileSchema });
}

export function exportMyData(): Promise<unknown> {
  return apiRequest('auth', 'GET', '/users/export', { suppressAlert: true, schema: v.unknown() });
}

export async function withdraw(pwd: string): Promise<void> {
  await apiRequest('auth', 'POST', '/users/withdraw', { body: { pwd }, suppressAlert: true, schema: v.object({ withdrawn: v.literal(true) }) });
}
