// Whether an e-mail or phone may be used for a new account (GET /users/check/{value}): a taken
// e-mail is refused outright; a phone answers whether it is free.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../lib/app-error';
import { isEmail, isPhone, normalizeDest } from '../../../lib/fields';
import { reposOf } from '../stores';

export async function checkLoginId(app: FastifyInstance, raw: string) {
  const { users } = reposOf(app.database.orm);
  const value = normalizeDest(raw);
  if (isEmail(value)) {
    if (await users.emailTaken(value)) throw new AppError('EMAIL_CAN_NOT_BE_USED');
    return { value, type: 'EMAIL', available: true };
  }
  if (isPhone(value)) return { value, type: 'PHONE', available: !(await users.findActiveByPhone(value)) };
  throw new AppError('INVALID_INPUT', { issues: [{ field: 'value', rule: 'DEST' }] });
}
