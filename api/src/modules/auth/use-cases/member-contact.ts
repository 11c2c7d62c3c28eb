// Where a notice to a member goes and in which language: their e-mail (none for a messenger
// member without one) and the locale they chose, read in the caller's transaction.
import type { Tx } from '../../../db/database';
import type { Locale } from '../../../lib/locale';
import { usersRepository } from '../store/users';

export async function memberContact(tx: Tx, userIdx: number): Promise<{ email: string; locale: Locale } | null> {
  const user = await usersRepository(tx).findActive(userIdx, tx);
  if (!user?.email) return null;
  const wanted = user.userMeta.locale;
  return { email: user.email, locale: wanted === 'en' || wanted === 'ja' ? wanted : 'ko' };
}
