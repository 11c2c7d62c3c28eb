// POST /login (SPEC §7). A wrong password counts against the pair (e-mail, place) in the shared
// store (store/login-guard.ts): the place is the browser when it signed in to the account before,
// else the address; the Nth miss in a row locks that pair for a while that doubles with every
// further miss, so a stranger can never lock the owner out, not even from the same shared address. Unknown e-mails go
// through the same argon2 work and the same counting and locking, so no answer tells whether an
// account exists. Every try is in the login history.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { burnPasswordCheck, verifyPassword } from '../../../lib/passwords';
import { reposOf } from '../stores';
import { loginGuard } from './login-guard';
import { openSession, type Client, type SessionTokens } from './open-session';

const locked = (seconds: number) => new AppError('LOGIN_LOCKED', { params: { seconds }, extra: { retryAfter: seconds } });

export async function logIn(app: FastifyInstance, id: string, pwd: string, client: Client): Promise<{ userIdx: number; tokens: SessionTokens }> {
  const repos = reposOf(app.database.orm);
  const guard = loginGuard(app);
  const meta = { ip: client.ip, userAgent: client.userAgent };
  const now = app.clock();
  const user = await repos.users.findActiveByEmail(id);
  const place = await guard.placeOf(id, client);
  const wait = await guard.lockedFor(id, place, now);
  if (wait > 0) {
    await repos.loginHistory.record({ userIdx: user?.idx ?? null, method: 'EMAIL', success: false, reason: 'LOCKED', ...meta }, now);
    throw locked(wait);
  }
  let right = false;
  if (user?.pwdHash) right = await verifyPassword(pwd, user.pwdHash);
  else await burnPasswordCheck(pwd);
  if (!user || !right) {
    const seconds = await guard.miss(id, place, now);
    await repos.loginHistory.record({ userIdx: user?.idx ?? null, method: 'EMAIL', success: false, reason: user ? 'PASSWORD' : 'NO_USER', ...meta }, now);
    if (seconds > 0) throw locked(seconds);
    throw new AppError('LOGIN_FAIL');
  }
  await guard.succeed(id, place);
  if (client.device) await guard.rememberDevice(id, client.device);
  await repos.users.recordLoginSuccess(user.idx, now);
  await repos.loginHistory.record({ userIdx: user.idx, method: 'EMAIL', success: true, ...meta }, now);
  return { userIdx: user.idx, tokens: await openSession(app, user.idx, 'EMAIL', client) };
}
