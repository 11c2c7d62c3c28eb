// GET /v1/books/num/{orderNum}/img-count/{n}, GET /v1/books/idx/{id}/img-count/{n} (SPEC §3
// Booking content) and GET /v1/books/status/{status} (SPEC §3 Booking list, §4 tabs). Members only;
// someone else's order is 404 ORDER_NOT_FOUND.
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ok } from '../../../lib/envelope';
import type { Locale } from '../../../lib/locale';
import { requireAuth } from '../../../plugins/auth';
import { koreanDay } from '../../pricing';
import { DEFAULT_PRODUCT_IMAGE, nameOf } from '../../catalog';
import { bookingContent, chargedPayment, ownOrderBy, payStatusOf } from '../use-cases/booking-content';
import { BOOK_TABS, TAB_TITLES, type BookTab } from '../failures';
import { reviewState } from '../../reviews';
import { reviewStore } from '../../reviews';
import { ByIdxParams, ByNumParams, StatusParams, StatusQuery } from './schemas';
import { cancelButton, canChooseDate, orderChannel, tabOf } from '../rules/status';
import { reposOf } from '../stores';

const NO_NAMES = { nameKo: '', nameEn: '', nameJa: '' };

type Booking = Awaited<ReturnType<ReturnType<typeof reposOf>['vouchers']['bookings']>>[number];

/** Upcoming: soonest first, undated vouchers last; past: latest stay first; cancelled: latest change first. */
function compare(tab: BookTab) {
  return (a: Booking, b: Booking): number => {
    if (tab === 'cancel') return b.order.updatedAt.getTime() - a.order.updatedAt.getTime();
    const x = a.order.checkInDate ?? a.order.stayEndDate ?? '9999';
    const y = b.order.checkInDate ?? b.order.stayEndDate ?? '9999';
    return tab === 'pending' ? x.localeCompare(y) : y.localeCompare(x);
  };
}

export async function bookRoutes(app: FastifyInstance): Promise<void> {
  const auth = { onRequest: app.authenticate };

  app.get('/v1/books/num/:orderNum/img-count/:n', { ...auth, schema: { params: ByNumParams } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { orderNum, n } = request.params as v.InferOutput<typeof ByNumParams>;
    const order = await ownOrderBy(app, { orderNum }, userIdx, request.locale);
    return ok(await bookingContent(app, order, n, request.locale));
  });

  app.get('/v1/books/idx/:id/img-count/:n', { ...auth, schema: { params: ByIdxParams } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { id, n } = request.params as v.InferOutput<typeof ByIdxParams>;
    const order = await ownOrderBy(app, { idx: id }, userIdx, request.locale);
    return ok(await bookingContent(app, order, n, request.locale));
  });

  app.get('/v1/books/status/:status', { ...auth, schema: { params: StatusParams, querystring: StatusQuery } }, async (request) => {
    const { userIdx } = requireAuth(request);
    const { status } = request.params as v.InferOutput<typeof StatusParams>;
    const { page, size } = request.query as v.InferOutput<typeof StatusQuery>;
    return ok(await bookList(app, userIdx, status, request.locale, size === undefined ? undefined : { page: page ?? 1, size }));
  });
}

export async function bookList(app: FastifyInstance, userIdx: number, tab: BookTab, locale: Locale, paging?: { page: number; size: number }) {
  const { vouchers } = reposOf(app.database.orm);
  const today = koreanDay(app.clock());
  const all = await vouchers.bookings(userIdx);
  const counts = new Map<BookTab, number>(BOOK_TABS.map((t) => [t, 0]));
  for (const b of all) {
    const t = tabOf(b.order, today);
    counts.set(t, counts.get(t)! + 1);
  }
  const inTab = all.filter((b) => tabOf(b.order, today) === tab).sort(compare(tab));
  const shown = paging ? inTab.slice((paging.page - 1) * paging.size, paging.page * paging.size) : inTab;
  const [images, pays, reviewed] = await Promise.all([
    vouchers.images(
      shown.map((b) => b.order.productIdx),
      1,
    ),
    vouchers.payments(shown.map((b) => b.order.idx)),
    reviewStore(app.database.orm).reviewedOrders(shown.map((b) => b.order.idx)),
  ]);
  const now = app.clock();
  const imageOf = new Map(images.map((i) => [i.propertyIdx, i.path]));
  return {
    // Paged (my page loads it as the member scrolls): how many the tab holds and whether another page follows.
    ...(paging ? { total: inTab.length, hasMore: paging.page * paging.size < inTab.length } : {}),
    bookCnts: BOOK_TABS.map((t) => ({ orderStatus: t, orderCnt: counts.get(t)!, userIdx, title: TAB_TITLES[t][locale] })),
    books: shown.map(({ order, property, room }) => {
      const charged = chargedPayment(pays.filter((p) => p.orderIdx === order.idx));
      return {
        orderNum: order.orderNum,
        orderProductIdx: order.idx,
        orderPayIdx: charged?.idx ?? null,
        orderProductStatus: order.status,
        payStatus: payStatusOf(charged, order),
        productIdx: order.productIdx,
        productName: nameOf(property ?? NO_NAMES, locale),
        productImg: imageOf.get(order.productIdx) ?? DEFAULT_PRODUCT_IMAGE,
        roomName: nameOf(room ?? NO_NAMES, locale),
        checkinDate: order.checkInDate,
        checkinTime: property?.checkInTime ?? '15:00',
        checkoutDate: order.checkOutDate,
        checkoutTime: property?.checkOutTime ?? '11:00',
        count: order.rooms,
        terms: order.nights,
        detailUrl: `/lms/${order.orderNum}`,
        reviewed: reviewed.has(order.idx),
        /** WRITE: a review may be written now (reviews/rules/reviews.ts); WRITTEN: it has one (editable for 48 h). */
        review: reviewed.has(order.idx) ? 'WRITTEN' : reviewState(order, null, today, now).canWrite ? 'WRITE' : null,
        confirmNum: order.confirmNum,
        voucherNum: order.voucherNum,
        stayStartDate: order.stayStartDate,
        stayEndDate: order.stayEndDate,
        canChooseDate: canChooseDate(order, today),
        cancelDate: order.cancelFreeDate,
        btnCancelYn: cancelButton(order, today),
        totalAmount: order.totalAmount,
        ...orderChannel(order),
      };
    }),
  };
}
