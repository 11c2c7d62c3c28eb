// The member's booking list (SPEC §3 Booking list, §4 tabs): every tab's count and the bookings of
// one tab, in the tab's order, all of them or a page (my page loads it as the member scrolls).
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../lib/locale';
import { DEFAULT_PRODUCT_IMAGE, nameOf } from '../../catalog';
import { koreanDay } from '../../pricing';
import { reviewOffer, reviewStore } from '../../reviews';
import { BOOK_TABS, TAB_TITLES, type BookTab } from '../failures';
import { cancelButton, canChooseDate, orderChannel, tabOf } from '../rules/status';
import { reposOf } from '../stores';
import { bookingHead, chargedPayment, NO_NAMES } from './booking-content';


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

export async function listBookings(app: FastifyInstance, userIdx: number, tab: BookTab, locale: Locale, paging?: { page: number; size: number }) {
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
  const imageOf = new Map(images.map((i) => [i.propertyIdx, i.path]));
  return {
    // Paged (my page loads it as the member scrolls): how many the tab holds and whether another page follows.
    ...(paging ? { total: inTab.length, hasMore: paging.page * paging.size < inTab.length } : {}),
    bookCnts: BOOK_TABS.map((t) => ({ orderStatus: t, orderCnt: counts.get(t)!, userIdx, title: TAB_TITLES[t][locale] })),
    books: shown.map(({ order, property, room }) => {
      const charged = chargedPayment(pays.filter((p) => p.orderIdx === order.idx));
      return {
        ...bookingHead(order, charged, property, locale),
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
        /** WRITE: a review may be written now, until reviewDeadline (reviews/rules/reviews.ts); WRITTEN: it has one. */
        ...reviewOffer(order, reviewed.has(order.idx), today),
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
