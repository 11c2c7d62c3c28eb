// SPEC §7 "POST /login-history (no error alert)": the client reports a completed login.
import type { FastifyInstance } from 'fastify';
import { reposOf } from '../stores';
import type { Client } from './open-session';

export async function recordClientLogin(app: FastifyInstance, userIdx: number, client: Client) {
  await reposOf(app.database.orm).loginHistory.record({ userIdx, method: 'CLIENT', success: true, ip: client.ip, userAgent: client.userAgent }, app.clock());
  return { recorded: true };
}
