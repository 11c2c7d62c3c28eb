// Password reset (find password, PUT /users/pwd): a verified FIND_PWD certificate for the
// member's e-mail or phone sets the new password and signs out every device. The owner's own
// address may then try to log in again at once (a stranger's locks are theirs to keep).
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { hashPassword } from '../../../lib/passwords';
import { addressPlace, consumeCert, loginGuard } from '../../auth';
import { reposOf } from '../stores';

export interface PasswordReset {
  certIdx: number;
  /** The login e-mail. */
  id: string;
  pwd: string;
  /** The address the reset came from (its login lock is lifted). */
  ip: string;
}

export async function resetPassword(app: FastifyInstance, { certIdx, id, pwd, ip }: PasswordReset) {
  const repos = reposOf(app.database.orm);
  const user = await repos.users.findActiveByEmail(id);
  if (!user) throw new AppError('USER_NOT_FOUND');
  const pwdHash = await hashPassword(pwd);
  const now = app.clock();
  await app.database.orm.transaction(async (tx) => {
    const dests = [user.email, user.phone].filter((d): d is string => Boolean(d));
    await consumeCert(app, tx, certIdx, { types: ['FIND_PWD'], dest: dests });
    await repos.users.update(user.idx, { pwdHash }, now, tx);
    await repos.sessions.revokeAllOfUser(user.idx, 'PASSWORD', now, tx);
  });
  await loginGuard(app).succeed(id, addressPlace(ip));
  return { updated: true };
}
