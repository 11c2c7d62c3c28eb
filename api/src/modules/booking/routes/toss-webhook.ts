// POST /api/service/payment/webhooks/toss: Toss Payments' webhook (mounted only when Toss is the
// gateway). No session and no CSRF token (Toss's servers send it), and no trust either: the body
// only names a payment that the use case reads back from Toss. An event we understand is answered
// 200 at once (Toss retries anything else); a malformed one 400.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import { msg } from '../../../lib/fields';
import { PAYMENT_KEY, TOSS_ORDER_ID } from '../../payment';
import { tossWebhook } from '../use-cases/toss-webhook';

const WebhookBody = v.object({
  eventType: v.picklist(['PAYMENT_STATUS_CHANGED', 'CANCEL_STATUS_CHANGED', 'DEPOSIT_CALLBACK'], msg('INVALID')),
  createdAt: v.optional(v.string(msg('TYPE'))),
  data: v.object({
    paymentKey: v.optional(PAYMENT_KEY),
    orderId: v.pipe(v.string(msg('TYPE')), v.regex(TOSS_ORDER_ID, msg('INVALID'))),
    status: v.optional(v.string(msg('TYPE'))),
  }),
});

export async function tossWebhookRoutes(app: FastifyInstance): Promise<void> {
  app.post('/webhooks/toss', { config: { csrf: false }, schema: { body: WebhookBody } }, async (request) => {
    const body = request.body as v.InferOutput<typeof WebhookBody>;
    const outcome = await tossWebhook(app, body.data);
    return ok({ received: true, outcome });
  });
}
