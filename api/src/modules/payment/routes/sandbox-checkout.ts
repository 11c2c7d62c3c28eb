// The sandbox gateway's own pages (it plays the PG): GET .../checkout/{paymentKey} shows the
// checkout, GET .../checkout/{paymentKey}/decide?action= records the buyer's choice and redirects
// to the success / fail URL given at prepare (links, not forms: the app takes JSON bodies only).
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { AppError } from '../../../lib/app-error';
import { localeOfSitePath } from '../../../lib/locale';
import { sandboxGatewayFor } from '../use-cases/gateway-for';
import { checkoutPage } from '../adapters/sandbox-page';
import { PAYMENT_KEY } from '../rules/fields';

const BASE = '/sandbox/checkout';
const Params = v.strictObject({ paymentKey: PAYMENT_KEY });
const DecideQuery = v.strictObject({ action: v.picklist(['approve', 'decline', 'abandon']) });

export async function sandboxCheckoutRoutes(app: FastifyInstance, mountPath: string): Promise<void> {
  const gateway = () => sandboxGatewayFor(app.database, app.clock);

  app.get(`${BASE}/:paymentKey`, { schema: { params: Params } }, async (request, reply) => {
    const { paymentKey } = request.params as { paymentKey: string };
    const row = await gateway().row(paymentKey);
    if (!row) throw new AppError('NOT_FOUND');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // The buyer's site language, read from where the checkout returns to ('/en/payment/result...'),
      // not the browser's Accept-Language: a Korean page must not lead to an English checkout.
      .send(checkoutPage(row, `${mountPath}${BASE}`, localeOfSitePath(row.successUrl)));
  });

  app.get(`${BASE}/:paymentKey/decide`, { schema: { params: Params, querystring: DecideQuery } }, async (request, reply) => {
    const { paymentKey } = request.params as { paymentKey: string };
    const { action } = request.query as v.InferOutput<typeof DecideQuery>;
    const target = await gateway().decide(paymentKey, action, app.clock());
    if (!target) throw new AppError('NOT_FOUND');
    return reply.header('cache-control', 'no-store').redirect(target, 303);
  });
}
