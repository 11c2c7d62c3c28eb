// Steps several tests share: read a code from the dev outbox, sign a member up, log in.
import type { Agent } from './agent';

export const API = '/api/service/auth';

export async function latestCode(agent: Agent, dest: string): Promise<string> {
  const res = await agent.get(`/api/dev/outbox?dest=${encodeURIComponent(dest)}`);
  expect(res.status).toBe(200);
  const code = res.body.data.messages[0]?.code;
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

export async function verifiedCert(agent: Agent, dest: string, type: string): Promise<number> {
  const sent = await agent.post(`${API}/users/send-cert`, { dest, type });
  expect(sent.body).toMatchObject({ result: 'SUCCESS' });
  const code = await latestCode(agent, dest);
  const verified = await agent.post(`${API}/users/verify-cert`, { certIdx: sent.body.data.certIdx, code });
  expect(verified.body).toMatchObject({ result: 'SUCCESS', data: { verified: true } });
  return sent.body.data.certIdx;
}

let counter = 0;
export function uniqueEmail(prefix = 'member'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${Date.now().toString(36)}.${counter}@example.com`;
}

export async function signUp(agent: Agent, email = uniqueEmail(), pwd = 'Travel12!') {
  const certEmailIdx = await verifiedCert(agent, email, 'SIGN_EMAIL');
  const res = await agent.post(`${API}/users/cert`, { certEmailIdx, id: email, name: '홍길동', pwd, userMeta: { termsAgree: true } });
  expect(res.body).toMatchObject({ result: 'SUCCESS', data: { loginKind: 'CREATE' } });
  return { email, pwd, res };
}

export async function login(agent: Agent, id: string, pwd = 'Stay1234!') {
  const res = await agent.post(`${API}/login`, { id, pwd });
  expect(res.body).toMatchObject({ result: 'SUCCESS' });
  return res;
}
