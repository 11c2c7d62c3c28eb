// GET / POST / PUT /v1/reviews/order-products/{id} (SPEC §7 Reviews, §3 Review): a member's review
// of one booked room line (`id` = orderProductIdx). Rules: rules/reviews.ts (pure, the app's clock);
// rows: store.ts. Someone else's booking is 404, visitors 401, a stay not completed 403.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { OrderRow } from '../../../db/schema/orders';
import type { ReviewRow } from '../../../db/schema/catalog';
import { ok } from '../../../lib/envelope';
import { msg } from '../../../lib/fields';
import type { Locale } from '../../../lib/locale';
import { requireAuth } from '../../../plugins/auth';
import { koreanDay } from '../../pricing';
import { nameOf } from '../../catalog';
import { reviewFail } from '../failures';
import { CONTENT_MAX, CONTENT_MIN, editableUntil, editRefusal, reviewState, TITLE_MAX, VERIFIED_STAY, writeRefusal } from '../rules/reviews';
import { reviewStore } from '../store';
import { reposOf } from '../stores';

const Params = v.strictObject({ id: v.pipe(v.string(msg('TYPE')), v.regex(/^\d{1,10}$/, msg('INVALID')), v.transform(Number), v.minValue(1, msg('INVALID')), v.maxValue(2_147_483_647, msg('INVALID'))) });
const Body = v.strictObject({
  star: v.pipe(v.number(msg('TYPE')), v.integer(msg('INVALID')), v.minValue(1, msg('INVALID')), v.maxValue(5, msg('INVALID'))),
  title: v.pipe(v.string(msg('TYPE')), v.trim(), v.nonEmpty(msg('REQUIRED')), v.maxLength(TITLE_MAX, msg('INVALID'))),
  content: v.pipe(v.string(msg('TYPE')), v.trim(), v.minLength(CONTENT_MIN, msg('INVALID')), v.maxLength(CONTENT_MAX, msg('INVALID'))),
});

export async function myReviewRoutes(app: FastifyInstance): Promise<void> {
  const store = reviewStore(app.database.orm);
  const auth = { onRequest: app.authenticate };

  const ownOrder = async (id: number, userIdx: number, locale: Locale): Promise<OrderRow> => {
    const order = await reposOf(app.database.orm).orders.byIdx(id);
    if (!order || order.userIdx !== userIdx) throw reviewFail('ORDER_NOT_FOUND', locale);
    return order;
  };

  const view = (r: ReviewRow, now: Date) => ({
    idx: r.idx,
    userIdx: r.userIdx,
    userName: r.userName,
    orderIdx: r.orderIdx,
    productIdx: r.propertyIdx,
    roomName: r.roomName,
    title: r.title,
    content: r.content,
    star: r.star,
    createdDt: r.createdAt.toISOString(),
    updatedDt: r.updatedAt?.toISOString() ?? null,
    checkinDate: r.checkinDate,
    checkoutDate: r.checkoutDate,
    verificationSource: r.verificationSource,
    editableUntil: editableUntil(r.createdAt).toISOString(),
    editable: editRefusal(r, r.userIdx ?? -1, now) === null,
  });

  const answer = async (order: OrderRow, review: ReviewRow | null, locale: Locale) => {
    const now = app.clock();
    const product = await reposOf(app.database.orm).productDetail.bookedStay(order);
    return {
      orderProductIdx: order.idx,
      orderNum: order.orderNum,
      productIdx: order.productIdx,
      productName: product ? nameOf(product.property, locale) : '',
      roomName: product ? nameOf(product.room, locale) : '',
      checkinDate: order.checkInDate,
      checkoutDate: order.checkOutDate,
      ...reviewState(order, review, koreanDay(now), now),
      review: review ? view(review, now) : null,
    };
  };

  app.get('/v1/reviews/order-products/:id', { ...auth, schema: { params: Params } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { id } = request.params as v.InferOutput<typeof Params>;
    const order = await ownOrder(id, userIdx, request.locale);
    return ok(await answer(order, await store.ofOrder(order.idx), request.locale));
  });

  app.post('/v1/reviews/order-products/:id', { ...auth, schema: { params: Params, body: Body } }, async (request, reply) => {
    const { userIdx } = requireAuth(request);
    const { id } = request.params as v.InferOutput<typeof Params>;
    const input = request.body as v.InferOutput<typeof Body>;
    const locale = request.locale;
    const order = await ownOrder(id, userIdx, locale);
    const now = app.clock();
    const existing = await store.ofOrder(order.idx);
    const refusal = writeRefusal(order, userIdx, existing !== null, koreanDay(now));
    if (refusal === 'NOT_FOUND') throw reviewFail('ORDER_NOT_FOUND', locale);
    if (refusal === 'NOT_STAYED') throw reviewFail('REVIEW_NOT_ALLOWED', locale);
    if (refusal === 'WINDOW_CLOSED') throw reviewFail('REVIEW_WINDOW_CLOSED', locale);
    if (refusal === 'ALREADY_REVIEWED') throw reviewFail('ALREADY_REVIEWED', locale);
    const [product, user] = await Promise.all([reposOf(app.database.orm).productDetail.bookedStay(order), reposOf(app.database.orm).users.findActive(userIdx)]);
    const created = await store.create({
      propertyIdx: order.productIdx,
      userIdx,
      orderIdx: order.idx,
      userName: user?.name || '-',
      // Kept in Korean; the product page shows it in the reader's language (product-reviews.ts).
      roomName: product?.room.nameKo ?? '',
      ...input,
      lang: locale,
      checkinDate: order.checkInDate,
      checkoutDate: order.checkOutDate,
      verificationSource: VERIFIED_STAY,
      createdAt: now,
    });
    if (!created) throw reviewFail('ALREADY_REVIEWED', locale);
    reply.code(201);
    return ok(await answer(order, created, locale));
  });

  app.put('/v1/reviews/order-products/:id', { ...auth, schema: { params: Params, body: Body } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { id } = request.params as v.InferOutput<typeof Params>;
    const input = request.body as v.InferOutput<typeof Body>;
    const locale = request.locale;
    const order = await ownOrder(id, userIdx, locale);
    const review = await store.ofOrder(order.idx);
    if (!review) throw reviewFail('REVIEW_NOT_FOUND', locale);
    const now = app.clock();
    if (editRefusal(review, userIdx, now) !== null) throw reviewFail('REVIEW_LOCKED', locale);
    const edited = await store.edit(review.idx, userIdx, input, new Date(now.getTime() - (editableUntil(review.createdAt).getTime() - review.createdAt.getTime())), now);
    if (!edited) throw reviewFail('REVIEW_LOCKED', locale);
    return ok(await answer(order, edited, locale));
  });
}
