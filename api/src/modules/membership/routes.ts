// The membership API (issue 11), mounted at /api/service/content/membership by app.ts. Thin: input
// schemas here, the rules in billing.ts, the writes in service.ts. README.md beside this file.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { eq } from 'drizzle-orm';
import { subscriptions } from '../../db/schema/memberships';
import { ok } from '../../lib/envelope';
import { requireAuth } from '../../plugins/auth';
import { runRenewals } from './use-cases/renewals';
import { membershipGateway } from './use-cases/gateway';
import { cancel, completeCheckout, history, offer, startCheckout, status, undoCancel, upgrade, withdraw, type MembershipDeps } from './use-cases/membership';
import { membershipFail } from './failures';
import { liveOf } from './store/subscriptions';
import { MAX_PRICE, MIN_PRICE } from './rules/price-change';
import { answerPriceChange, isStaff, listPriceChanges, priceChangeScreen, schedulePriceChange } from './store/price-changes';

const KEY = v.pipe(v.string(), v.regex(/^[\w-]{4,100}$/));
const CheckoutBody = v.strictObject({
  kind: v.picklist(['SUBSCRIBE', 'CARD_CHANGE']),
  plan: v.optional(v.picklist(['SILVER', 'GOLD'])),
  /** The site language prefix to come back to ('' = Korean). */
  site: v.optional(v.picklist(['ko', 'en', 'ja'])),
});
const CompleteBody = v.strictObject({ checkoutId: v.pipe(v.string(), v.regex(/^MC[0-9A-F]{18}$/)), authKey: KEY, customerKey: KEY });
const Empty = v.strictObject({});
const AnswerBody = v.strictObject({ priceChangeIdx: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647)), answer: v.picklist(['ACCEPT', 'DECLINE']) });
const ScheduleBody = v.strictObject({
  plan: v.picklist(['SILVER', 'GOLD']),
  price: v.pipe(v.number(), v.integer(), v.minValue(MIN_PRICE), v.maxValue(MAX_PRICE)),
  /** The Korean day the new price starts (YYYY-MM-DD). */
  effectiveFrom: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
});

/** The renewal job's interval (MEMBERSHIP_RENEWAL_INTERVAL_SECONDS, default 30; 0 = off). */
export const membershipRoutes: FastifyPluginAsync = async (app) => {
  const deps = (): MembershipDeps => ({ db: app.database.orm, gateway: membershipGateway(app), clock: app.clock });
  const member = (request: FastifyRequest) => requireAuth(request).userIdx;
  const auth = { onRequest: app.authenticate };

  app.get('/offer', async (request) => {
    let userIdx: number | null = null;
    try {
      await app.authenticate(request);
      userIdx = request.auth?.userIdx ?? null;
    } catch {
      // A visitor sees the plans without eligibility.
    }
    return ok(await offer(deps(), userIdx));
  });
  // `devTools`: the demo's "renew now" button is offered only where its route works.
  app.get('/status', auth, async (request) => ok({ ...(await status(deps(), member(request))), devTools: app.env.demoMode && app.env.nodeEnv !== 'production' }));
  app.get('/billing-history', auth, async (request) => ok(await history(deps(), member(request))));

  app.post('/checkout', { ...auth, schema: { body: CheckoutBody } }, async (request) => {
    const body = request.body as v.InferOutput<typeof CheckoutBody>;
    if (body.kind === 'SUBSCRIBE' && !body.plan) throw membershipFail('INVALID_STATE', request.locale);
    if (app.env.paymentGateway !== 'sandbox') throw membershipFail('DEMO_ONLY', request.locale);
    const prefix = body.site === 'en' || body.site === 'ja' ? `/${body.site}` : '';
    return ok(await startCheckout(deps(), member(request), { kind: body.kind, plan: body.plan }, request.locale, prefix));
  });
  app.post('/checkout/complete', { ...auth, schema: { body: CompleteBody } }, async (request) => {
    await completeCheckout(deps(), member(request), request.body as v.InferOutput<typeof CompleteBody>, request.locale);
    return ok(await status(deps(), member(request)));
  });
  const action = (path: string, run: (d: MembershipDeps, userIdx: number, locale: FastifyRequest['locale']) => Promise<unknown>) =>
    app.post(path, { ...auth, schema: { body: Empty } }, async (request) => {
      await run(deps(), member(request), request.locale);
      return ok(await status(deps(), member(request)));
    });
  // Price changes: the member's consent screen (its own screen, never a pay button) and answers.
  app.get('/price-change', auth, async (request) => ok(await priceChangeScreen(app.database.orm, member(request), app.clock())));
  app.post('/price-change/answer', { ...auth, schema: { body: AnswerBody } }, async (request) =>
    ok(await answerPriceChange(app.database.orm, member(request), request.body as v.InferOutput<typeof AnswerBody>, app.clock(), request.locale)),
  );
  // The operator (staff role): schedule a plan's new price, list the schedule.
  const staff = async (request: FastifyRequest) => {
    const userIdx = member(request);
    if (!(await isStaff(app.database.orm, userIdx))) throw membershipFail('STAFF_ONLY', request.locale);
    return userIdx;
  };
  const demo = app.env.demoMode && app.env.nodeEnv !== 'production';
  app.get('/admin/price-changes', auth, async (request) => {
    await staff(request);
    return ok(await listPriceChanges(app.database.orm));
  });
  app.post('/admin/price-changes', { ...auth, schema: { body: ScheduleBody } }, async (request) => {
    const createdBy = await staff(request);
    const body = request.body as v.InferOutput<typeof ScheduleBody>;
    return ok(await schedulePriceChange(app.database.orm, { plan: body.plan, newPrice: body.price, effectiveDay: body.effectiveFrom, createdBy }, app.clock(), request.locale, demo));
  });

  action('/cancel', cancel);
  action('/undo-cancel', undoCancel);
  action('/refund', withdraw);
  action('/upgrade', upgrade);

  // Demo only (config/modes.ts): make the member's renewal due now and run the scheduler, so a
  // tester lives through a renewal in seconds (the app's clock itself is not moved).
  app.post('/dev/renew-now', { ...auth, schema: { body: Empty } }, async (request) => {
    if (!app.env.demoMode || app.env.nodeEnv === 'production') throw membershipFail('DEMO_ONLY', request.locale);
    const userIdx = member(request);
    const now = app.clock();
    const sub = await liveOf(app.database.orm, userIdx);
    if (!sub) throw membershipFail('NO_MEMBERSHIP', request.locale);
    // Shift the whole calendar back by the time left, so that the period ends now.
    const shift = Math.max(0, (sub.status === 'PAST_DUE' ? (sub.nextBillingAt ?? now) : sub.currentPeriodEnd).getTime() - now.getTime());
    const back = (d: Date | null) => (d ? new Date(d.getTime() - shift) : d);
    await app.database.orm
      .update(subscriptions)
      .set({
        startedAt: back(sub.startedAt)!,
        currentPeriodStart: back(sub.currentPeriodStart ?? sub.startedAt),
        currentPeriodEnd: back(sub.currentPeriodEnd)!,
        nextBillingAt: sub.status === 'CANCEL_REQUESTED' ? back(sub.currentPeriodEnd) : back(sub.nextBillingAt ?? sub.currentPeriodEnd),
        graceUntil: back(sub.graceUntil),
      })
      .where(eq(subscriptions.idx, sub.idx));
    const result = await runRenewals(app.database.orm, membershipGateway(app), now);
    return ok({ ...result, ...(await status(deps(), userIdx)) });
  });
};

