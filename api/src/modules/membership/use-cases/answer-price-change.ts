// The member accepts or declines the new price of their next renewal: only inside the consent
// window and only for that renewal's change. Every answer is kept (the receipt); the latest counts
// and may change until the renewal, which reads it.
import type { Db } from '../../../db/database';
import type { Locale } from '../../../lib/locale';
import { membershipFail } from '../failures';
import { checkAnswer } from '../rules/price-change';
import { recordAnswer } from '../store/price-changes';
import { liveOf } from '../store/subscriptions';
import { priceChangeScreen } from './price-change-screen';
import { termsOf } from './shared/terms';

export async function answerPriceChange(db: Db, userIdx: number, input: { priceChangeIdx: number; answer: 'ACCEPT' | 'DECLINE' }, now: Date, locale: Locale) {
  const refused = await db.transaction(async (tx) => {
    const sub = await liveOf(tx, userIdx, true);
    if (!sub || sub.status !== 'ACTIVE') return 'PRICE_NOT_ASKED' as const;
    const terms = await termsOf(tx, sub);
    const allowed = checkAnswer(terms, input.priceChangeIdx, now);
    if (!allowed.ok) return allowed.code;
    if (terms.kind !== 'RISE') return 'PRICE_NOT_ASKED' as const;
    await recordAnswer(tx, sub, terms, input.answer === 'ACCEPT' ? 'ACCEPTED' : 'DECLINED', now);
    return null;
  });
  if (refused) throw membershipFail(refused, locale);
  return priceChangeScreen(db, userIdx, now);
}
