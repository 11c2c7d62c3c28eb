// POST /v1/add-payments {orderAddPayIdx, orderProductIdx, method, successUrl?, failUrl?} (SPEC §7
// Additional payment): opens a gateway payment for the additional payment's SERVER-FIXED amount,
// like /payments/prepare for the booking. The return is confirmed by the payment service's
// POST /payments/confirm (services/payment/add-pay-confirm.ts): one charge, amount checked.
import type { FastifyInstance } from 'fastify';
import type { PayMethod } from '../../../db/schema/orders';
import { ok } from '../../../lib/envelope';
import { safeReturnPath } from '../../../lib/return-path';
import { requireAuth } from '../../../plugins/auth';
import { gatewayFor, methodLabel } from '../../payment';
import { bookingFail } from '../../booking';
import { lmsFail } from '../failures';
import { AddPayBody, type AddPayBodyInput } from './schemas';
import { isCancelled } from '../rules/status';
import { reposOf } from '../stores';

export async function addPayRoutes(app: FastifyInstance): Promise<void> {
  app.post('/v1/add-payments', { onRequest: app.authenticate, schema: { body: AddPayBody } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const body = request.body as AddPayBodyInput;
    const locale = request.locale;
    const { vouchers, addPayments } = reposOf(app.database.orm);
    const addPay = await addPayments.byIdx(body.orderAddPayIdx);
    const order = addPay && addPay.orderIdx === body.orderProductIdx ? await vouchers.order({ idx: addPay.orderIdx }) : undefined;
    // Someone else's additional payment is not found, like their order.
    if (!addPay || !order || order.userIdx !== userIdx) throw lmsFail('ADD_PAY_NOT_FOUND', locale);
    if (addPay.state === 'PAID') throw bookingFail('ALREADY_PAID', locale);
    if (isCancelled(order.status)) throw lmsFail('ADD_PAY_CLOSED', locale);
    const now = app.clock();
    const gateway = gatewayFor(app.database, app.clock);
    const method = body.method as PayMethod;
    const previous = await addPayments.attempts(addPay.idx);
    const ready = previous.find((p) => p.payStatus === 'ready' && p.payMethod === method);
    // Same additional payment, same method, still open: the same key, so the gateway returns the same payment.
    const idempotencyKey = ready?.idempotencyKey ?? `${order.orderNum}-AP${addPay.idx}-${method}-${previous.length + 1}`;
    const back = `/lms/${order.orderNum}?orderAddPayIdx=${addPay.idx}`;
    const prepared = await gateway.prepare({
      // The gateway's orderId is the booking's number: the return URL carries it back for confirm.
      orderId: order.orderNum,
      orderName: `${order.orderNum} ${addPay.titleKo}`.slice(0, 100),
      amount: addPay.amount,
      method,
      idempotencyKey,
      successUrl: safeReturnPath(body.successUrl ?? back),
      failUrl: safeReturnPath(body.failUrl ?? `${back}&failed=1`),
    });
    const attempt = await addPayments.insertAttemptOnce(
      { addPayIdx: addPay.idx, paymentKey: prepared.paymentKey, idempotencyKey, gateway: gateway.name, payMethod: method, amount: addPay.amount },
      now,
    );
    return ok({
      orderNum: order.orderNum,
      orderAddPayIdx: addPay.idx,
      orderProductIdx: order.idx,
      paymentKey: attempt.paymentKey,
      checkoutUrl: prepared.checkoutUrl,
      amount: attempt.amount,
      method,
      methodLabel: methodLabel(method, locale),
    });
  });
}
