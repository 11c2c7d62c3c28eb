// The sandbox gateway's card-registration pages (it plays the PG), mounted at
// /api/service/payment/sandbox/billing only when the sandbox is the gateway (config/modes.ts).
import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../../lib/app-error';
import { localeOfSitePath } from '../../../lib/locale';
import { cardRegistrationPage } from '../adapters/sandbox-billing-page';
import { isSitePath, sandboxBilling, SANDBOX_BILLING_PATH } from '../adapters/sandbox-billing';

const KEY = v.pipe(v.string(), v.regex(/^[\w-]{4,100}$/));
const SITE_PATH = v.pipe(v.string(), v.check(isSitePath));
const Register = v.strictObject({
  customerKey: KEY,
  orderName: v.pipe(v.string(), v.maxLength(100)),
  amount: v.pipe(v.string(), v.regex(/^\d{1,9}$/)),
  successUrl: SITE_PATH,
  failUrl: SITE_PATH,
});
const Decide = v.strictObject({ choice: v.picklist(['OK', 'DECLINE_RENEWAL', 'EXPIRED', 'abandon']), customerKey: KEY, successUrl: SITE_PATH, failUrl: SITE_PATH });

export const sandboxBillingRoutes: FastifyPluginAsync = async (app) => {
  app.get('/register', { schema: { querystring: Register } }, async (request, reply) => {
    const q = request.query as v.InferOutput<typeof Register>;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(cardRegistrationPage({ ...q, amount: Number(q.amount) }, SANDBOX_BILLING_PATH, localeOfSitePath(q.successUrl)));
  });
  app.get('/register/decide', { schema: { querystring: Decide } }, async (request, reply) => {
    const q = request.query as v.InferOutput<typeof Decide>;
    if (q.choice === 'abandon') {
      const sep = q.failUrl.includes('?') ? '&' : '?';
      return reply.header('cache-control', 'no-store').redirect(`${q.failUrl}${sep}code=USER_CANCEL`, 303);
    }
    const target = await sandboxBilling(app.database.orm, app.clock).register({ customerKey: q.customerKey, card: q.choice, successUrl: q.successUrl });
    if (!target) throw new AppError('NOT_FOUND');
    return reply.header('cache-control', 'no-store').redirect(target, 303);
  });
};
