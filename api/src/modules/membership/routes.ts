// The membership API, mounted at /api/service/content/membership (mounts.ts). Thin: each route
// parses its input, calls one use case and answers. README.md beside this file.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../lib/envelope';
import { tossCustomerKey } from '../payment';
import { optionalMember, requireAuth } from '../../plugins/auth';
import { MAX_PRICE, MIN_PRICE } from './rules/price-change';
import { answerPriceChange } from './use-cases/answer-price-change';
import { cancel, undoCancel } from './use-cases/cancel';
import { completeCheckout } from './use-cases/complete-checkout';
import { membershipGateway } from './use-cases/gateway';
import type { CheckoutGateway } from './use-cases/start-checkout';
import { history } from './use-cases/history';
import { listPriceChanges } from './use-cases/list-price-changes';
import { offer } from './use-cases/offer';
import { priceChangeScreen } from './use-cases/price-change-screen';
import { renewNow } from './use-cases/renew-now';
import { schedulePriceChange } from './use-cases/schedule-price-change';
import type { MembershipDeps } from './use-cases/shared/deps';
import { pricingOnly } from './use-cases/staff-only';
import { startCheckout } from './use-cases/start-checkout';
import { status } from './use-cases/status';
import { upgrade } from './use-cases/upgrade';
import { withdraw } from './use-cases/withdraw';

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

export const membershipRoutes: FastifyPluginAsync = async (app) => {
  const deps = (): MembershipDeps => ({
    db: app.database.orm,
    gateway: membershipGateway(app),
    clock: app.clock,
    transport: app.transport,
    customerKeyOf: (userIdx) => tossCustomerKey(app.env.authSecret, userIdx),
  });
  const member = (request: FastifyRequest) => requireAuth(request).userIdx;
  const auth = { onRequest: app.authenticate };
  // Demo tools (a price starting today, "renew now") work only in demo mode, never in production.
  const demo = () => app.env.demoMode && app.env.nodeEnv !== 'production';

  // A visitor sees the plans without eligibility.
  app.get('/offer', async (request) => ok(await offer(deps(), await optionalMember(app, request))));
  // `devTools`: the demo's "renew now" button is offered only where its route works.
  app.get('/status', auth, async (request) => ok({ ...(await status(deps(), member(request))), devTools: demo() }));
  app.get('/billing-history', auth, async (request) => ok(await history(deps(), member(request))));

  app.post('/checkout', { ...auth, schema: { body: CheckoutBody } }, async (request) => {
    const body = request.body as v.InferOutput<typeof CheckoutBody>;
    const env = app.env;
    const via: CheckoutGateway =
      env.paymentGateway === 'sandbox'
        ? { kind: 'sandbox' }
        : env.paymentGateway === 'toss'
          ? { kind: 'toss', clientKey: env.tossClientKey, sdkUrl: env.tossSdkUrl, origin: env.publicOrigin ?? `${request.protocol}://${request.host}` }
          : null;
    return ok(await startCheckout(deps(), member(request), body, request.locale, via));
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
  action('/cancel', cancel);
  action('/undo-cancel', undoCancel);
  action('/refund', withdraw);
  action('/upgrade', upgrade);

  // Price changes: the member's consent screen (its own screen, never a pay button) and answers.
  app.get('/price-change', auth, async (request) => ok(await priceChangeScreen(app.database.orm, member(request), app.clock())));
  app.post('/price-change/answer', { ...auth, schema: { body: AnswerBody } }, async (request) =>
    ok(await answerPriceChange(app.database.orm, member(request), request.body as v.InferOutput<typeof AnswerBody>, app.clock(), request.locale)),
  );
  // The pricing admin (staff role 'pricing'): schedule a plan's new price, list the schedule.
  app.get('/admin/price-changes', auth, async (request) => {
    await pricingOnly(app.database.orm, member(request), request.locale);
    return ok(await listPriceChanges(app.database.orm));
  });
  app.post('/admin/price-changes', { ...auth, schema: { body: ScheduleBody } }, async (request) => {
    const createdBy = await pricingOnly(app.database.orm, member(request), request.locale);
    const body = request.body as v.InferOutput<typeof ScheduleBody>;
    return ok(await schedulePriceChange(app.database.orm, { plan: body.plan, newPrice: body.price, effectiveDay: body.effectiveFrom, createdBy }, app.clock(), request.locale, demo()));
  });

  // Demo only: make the member's renewal due now and run the scheduler.
  app.post('/dev/renew-now', { ...auth, schema: { body: Empty } }, async (request) => {
    const userIdx = member(request);
    const result = await renewNow(deps(), userIdx, request.locale, demo());
    return ok({ ...result, ...(await status(deps(), userIdx)) });
  });
};
