// What a subscription's next renewal and an upgrade cost, from the stored price changes and the
// member's answers, decided by the rules: the status page, the renewal job, the reminders, the
// card change and the consent screen all read them here, so they never disagree.
import type { Tx } from '../../../../db/database';
import { upgradeQuote, asLike } from '../../rules/billing';
import { priceAt, renewalTerms, type RenewalTerms } from '../../rules/price-change';
import { answersOf, priceChangesOf } from '../../store/price-changes';
import type { SubscriptionRow } from '../../store/subscriptions';

/** The next renewal's terms of this subscription: the same price, a cut, or a rise and its answer. */
export async function termsOf(db: Tx, sub: SubscriptionRow): Promise<RenewalTerms> {
  const [changes, answers] = await Promise.all([priceChangesOf(db, sub.plan), answersOf(db, sub.idx)]);
  return renewalTerms({ plan: sub.plan, price: sub.price, renewalAt: sub.currentPeriodEnd }, changes, answers);
}

/** The upgrade quote at the Gold price in force now (an operator may have changed it); null when no upgrade is possible. */
export async function goldQuote(db: Tx, sub: SubscriptionRow, now: Date) {
  const quote = upgradeQuote(asLike(sub), now);
  return quote ? { ...quote, amount: priceAt('GOLD', await priceChangesOf(db, 'GOLD'), now) } : null;
}
