// Member info (SPEC §7 Auth service): GET /users, and the phone change: POST /users/send-cert
// {dest, type: MODIFY_PHONE} -> POST /users/verify-cert {certIdx, code} -> PUT /users {certIdx, phone}.
import { apiRequest } from '@stay/shared';
import * as v from 'valibot';
import { nullableText, textField } from '../../../lib/schema-fields';

const ProfileSchema = v.object({ name: textField, email: textField, phone: textField, type: textField, grade: textField, corpName: nullableText, createdAt: textField });
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
